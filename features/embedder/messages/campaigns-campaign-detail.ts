import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-detail.tsx. */
export const campaignsCampaignDetailMessages = messagesOf('embedder.campaignsCampaignDetail', {
  allCampaigns: 'All campaigns',
  yourConsumersInThisCampaign: 'Your consumers in this campaign',
});
