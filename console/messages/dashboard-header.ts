import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/dashboard-header.tsx. */
export const dashboardHeaderMessages = messagesOf('console.dashboardHeader', {
  dashboard: 'Dashboard',
  unknownUser: 'Unknown user',
});
