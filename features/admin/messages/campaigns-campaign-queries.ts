import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-queries.ts. */
export const campaignsCampaignQueriesMessages = messagesOf('admin.campaignsCampaignQueries', {
  loadFailure: 'There was an error getting the campaign',
});
