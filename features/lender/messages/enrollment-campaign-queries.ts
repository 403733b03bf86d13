import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-queries.ts: load failures (002 §8) and display statuses. */
export const enrollmentCampaignQueriesMessages = messagesOf('lender.enrollmentCampaignQueries', {
  campaignsLoadFailure: 'There was an error getting the UC Campaigns',
  productsLoadFailure: 'There was an error getting the products',
  current: 'Current',
  next: 'Next',
  blackout: 'Blackout',
  complete: 'Complete',
  created: 'Created',
  notStarted: 'Not started',
});
