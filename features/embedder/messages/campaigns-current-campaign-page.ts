import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/current-campaign-page.tsx. */
export const campaignsCurrentCampaignPageMessages = messagesOf('embedder.campaignsCurrentCampaignPage', {
  currentCampaign: 'Current campaign',
  yourConsumersTheirOffersAnd: 'Your consumers, their offers and redemptions, counted live.',
  noCampaignIsRunningNow: 'No campaign is running now.',
});
