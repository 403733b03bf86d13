import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/access-denied-page.tsx. */
export const accessDeniedPageMessages = defineMessages({
  goToTheDashboard: { id: 'console.accessDeniedPage.goToTheDashboard', defaultMessage: 'Go to the dashboard' },
});
