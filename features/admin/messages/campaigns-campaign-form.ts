import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-form.tsx. */
export const campaignsCampaignFormMessages = messagesOf('admin.campaignsCampaignForm', {
  savingTheCampaign: 'Saving the campaign…',
  campaignSaved: 'Campaign saved',
  couldNotSaveTheCampaign: 'Could not save the campaign',
});
