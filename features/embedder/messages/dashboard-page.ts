import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/dashboard-page.tsx. */
export const dashboardPageMessages = defineMessages({
  dashboard: { id: 'embedder.dashboardPage.dashboard', defaultMessage: 'Dashboard' },
  yourEmbedderConsoleAtA: {
    id: 'embedder.dashboardPage.yourEmbedderConsoleAtA',
    defaultMessage: 'Your embedder console at a glance.',
  },
  currentCampaign: { id: 'embedder.dashboardPage.currentCampaign', defaultMessage: 'Current campaign' },
  noCampaignIsRunningNow: {
    id: 'embedder.dashboardPage.noCampaignIsRunningNow',
    defaultMessage: 'No campaign is running now.',
  },
});
