import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-details-page.tsx. */
export const campaignsCampaignDetailsPageMessages = defineMessages({
  campaignActions: { id: 'admin.campaignsCampaignDetailsPage.campaignActions', defaultMessage: 'Campaign actions' },
  text: { id: 'admin.campaignsCampaignDetailsPage.text', defaultMessage: '{label}?' },
  theCampaignMovesOnFrom: {
    id: 'admin.campaignsCampaignDetailsPage.theCampaignMovesOnFrom',
    defaultMessage: 'The campaign moves on from {value}; this cannot be undone.',
  },
});
