import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaigns-page.tsx. */
export const campaignsCampaignsPageMessages = defineMessages({
  campaigns: { id: 'embedder.campaignsCampaignsPage.campaigns', defaultMessage: 'Campaigns' },
  enrollInTheNextCampaign: {
    id: 'embedder.campaignsCampaignsPage.enrollInTheNextCampaign',
    defaultMessage: 'Enroll in the next campaign and follow your consumers’ offers.',
  },
});
