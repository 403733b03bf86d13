import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/new-campaign-page.tsx. */
export const campaignsNewCampaignPageMessages = defineMessages({
  addCampaign: { id: 'admin.campaignsNewCampaignPage.addCampaign', defaultMessage: 'Add campaign' },
  aNewCampaignStartsAs: {
    id: 'admin.campaignsNewCampaignPage.aNewCampaignStartsAs',
    defaultMessage: 'A new campaign starts as created.',
  },
});
