import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-pages.ts. */
export const campaignsCampaignPagesMessages = messagesOf('embedder.campaignsCampaignPages', {
  campaigns: 'Campaigns',
  currentCampaign: 'Current campaign',
  nextCampaign: 'Next campaign',
  completedCampaign: 'Completed campaign',
  reports: 'Reports',
  thereWasAnErrorGetting: 'There was an error getting the consumer files',
});
