import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/charts/lender-campaign-metrics.tsx. */
export const chartsLenderCampaignMetricsMessages = messagesOf('console.chartsLenderCampaignMetrics', {
  youAreInNoCampaign: 'You are in no campaign yet.',
  campaign: 'Campaign',
  thereWasAnErrorGetting: 'There was an error getting the campaign metrics',
});
