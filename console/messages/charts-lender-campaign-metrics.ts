import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/charts/lender-campaign-metrics.tsx. */
export const chartsLenderCampaignMetricsMessages = defineMessages({
  youAreInNoCampaign: {
    id: 'console.chartsLenderCampaignMetrics.youAreInNoCampaign',
    defaultMessage: 'You are in no campaign yet.',
  },
  campaign: { id: 'console.chartsLenderCampaignMetrics.campaign', defaultMessage: 'Campaign' },
});
