import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-card.tsx. */
export const campaignsCampaignCardMessages = defineMessages({
  enrollment: { id: 'embedder.campaignsCampaignCard.enrollment', defaultMessage: 'Enrollment: {value}{value2}' },
  offersActive: { id: 'embedder.campaignsCampaignCard.offersActive', defaultMessage: 'Offers active: {value}' },
});
