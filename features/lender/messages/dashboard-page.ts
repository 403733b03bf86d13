import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/dashboard-page.tsx. */
export const dashboardPageMessages = defineMessages({
  dashboard: { id: 'lender.dashboardPage.dashboard', defaultMessage: 'Dashboard' },
  yourLenderConsoleAtA: {
    id: 'lender.dashboardPage.yourLenderConsoleAtA',
    defaultMessage: 'Your lender console at a glance.',
  },
});
