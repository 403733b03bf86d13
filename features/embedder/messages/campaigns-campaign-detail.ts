import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-detail.tsx. */
export const campaignsCampaignDetailMessages = defineMessages({
  allCampaigns: { id: 'embedder.campaignsCampaignDetail.allCampaigns', defaultMessage: 'All campaigns' },
  yourConsumersInThisCampaign: {
    id: 'embedder.campaignsCampaignDetail.yourConsumersInThisCampaign',
    defaultMessage: 'Your consumers in this campaign',
  },
});
