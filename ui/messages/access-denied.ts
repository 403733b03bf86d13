import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/access-denied.tsx. */
export const accessDeniedMessages = defineMessages({
  accessDenied: { id: 'console.accessDenied.accessDenied', defaultMessage: 'Access denied' },
});
