import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaigns-page.tsx. */
export const campaignsCampaignsPageMessages = messagesOf('embedder.campaignsCampaignsPage', {
  campaigns: 'Campaigns',
  enrollInTheNextCampaign: 'Enroll in the next campaign and follow your consumers’ offers.',
});
