import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/missed-reasons-table.tsx. */
export const offerTraceMissedReasonsTableMessages = messagesOf('console.offerTraceMissedReasonsTable', {
  topReasonsConsumersMissedYour: 'Top reasons consumers missed your products',
  basedOnConsumersOfThe: 'Based on {value} consumers of the campaign, replayed through your rules.',
  product: 'Product',
  offered: 'Offered',
  missed: 'Missed',
  topReasonsConsumers: 'Top reasons (consumers)',
  missedReasonsByProduct: 'Missed reasons by product',
  noProductsOfYoursIn: 'No products of yours in this campaign’s consumers yet.',
  thereWasAnErrorGetting: 'There was an error getting the reasons',
});
