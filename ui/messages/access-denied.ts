import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/access-denied.tsx. */
export const accessDeniedMessages = messagesOf('console.accessDenied', {
  accessDenied: 'Access denied',
});
