import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/access-denied.tsx. */
export const accessDeniedMessages = messagesOf('console.accessDenied', {
  accessDenied: 'Access denied',
  /** 002 §2, §6, verbatim: the page and its toast. */
  noPermissions: "You don't have the necessary permissions to view this page.",
  contactAdministrators: 'Please contact your site administrators if you need access.',
});
