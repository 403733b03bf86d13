import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/campaign-queries.ts. */
export const campaignsCampaignQueriesMessages = messagesOf('embedder.campaignsCampaignQueries', {
  loadFailure: 'There was an error getting the UC Campaigns',
});
