import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/dashboard-page.tsx. */
export const dashboardPageMessages = messagesOf('lender.dashboardPage', {
  yourLenderConsoleAtA: 'Your lender console at a glance.',
  lenderConsole: 'Lender console',
});
