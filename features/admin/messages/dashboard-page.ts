import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/dashboard-page.tsx. */
export const dashboardPageMessages = messagesOf('admin.dashboardPage', {
  thePlatformAtAGlance: 'The platform at a glance.',
  thereWasAnErrorGetting: 'There was an error getting the dashboard',
  adminConsole: 'Admin console',
  noCampaignYet: 'No campaign has started yet.',
  currentCampaign: 'Current campaign: {name}',
  lastCampaign: 'No campaign is current; showing the last one: {name}',
});
