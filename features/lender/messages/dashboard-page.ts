import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/dashboard-page.tsx. */
export const dashboardPageMessages = messagesOf('lender.dashboardPage', {
  dashboard: 'Dashboard',
  yourLenderConsoleAtA: 'Your lender console at a glance.',
  lenderConsole: 'Lender console',
  unknownUser: 'Unknown user',
});
