import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/access-denied-page.tsx. */
export const accessDeniedPageMessages = messagesOf('console.accessDeniedPage', {
  goToTheDashboard: 'Go to the dashboard',
});
