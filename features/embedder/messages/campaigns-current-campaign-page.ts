import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/current-campaign-page.tsx. */
export const campaignsCurrentCampaignPageMessages = defineMessages({
  currentCampaign: { id: 'embedder.campaignsCurrentCampaignPage.currentCampaign', defaultMessage: 'Current campaign' },
  yourConsumersTheirOffersAnd: {
    id: 'embedder.campaignsCurrentCampaignPage.yourConsumersTheirOffersAnd',
    defaultMessage: 'Your consumers, their offers and redemptions, counted live.',
  },
});
