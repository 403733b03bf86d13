import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-card.tsx. */
export const campaignsCampaignCardMessages = messagesOf('embedder.campaignsCampaignCard', {
  enrollment: 'Enrollment: {value}{value2}',
  offersActive: 'Offers active: {value}',
  enrolled: 'Enrolled',
  notEnrolled: 'Not enrolled',
});
