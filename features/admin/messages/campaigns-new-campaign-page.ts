import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/new-campaign-page.tsx. */
export const campaignsNewCampaignPageMessages = messagesOf('admin.campaignsNewCampaignPage', {
  addCampaign: 'Add campaign',
  aNewCampaignStartsAs: 'A new campaign starts as created.',
});
