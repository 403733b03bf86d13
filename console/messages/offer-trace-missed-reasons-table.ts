import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/missed-reasons-table.tsx. */
export const offerTraceMissedReasonsTableMessages = defineMessages({
  topReasonsConsumersMissedYour: {
    id: 'console.offerTraceMissedReasonsTable.topReasonsConsumersMissedYour',
    defaultMessage: 'Top reasons consumers missed your products',
  },
  basedOnConsumersOfThe: {
    id: 'console.offerTraceMissedReasonsTable.basedOnConsumersOfThe',
    defaultMessage: 'Based on {value} consumers of the campaign, replayed through your rules.',
  },
  product: { id: 'console.offerTraceMissedReasonsTable.product', defaultMessage: 'Product' },
  offered: { id: 'console.offerTraceMissedReasonsTable.offered', defaultMessage: 'Offered' },
  missed: { id: 'console.offerTraceMissedReasonsTable.missed', defaultMessage: 'Missed' },
  topReasonsConsumers: {
    id: 'console.offerTraceMissedReasonsTable.topReasonsConsumers',
    defaultMessage: 'Top reasons (consumers)',
  },
  missedReasonsByProduct: {
    id: 'console.offerTraceMissedReasonsTable.missedReasonsByProduct',
    defaultMessage: 'Missed reasons by product',
  },
  noProductsOfYoursIn: {
    id: 'console.offerTraceMissedReasonsTable.noProductsOfYoursIn',
    defaultMessage: 'No products of yours in this campaign’s consumers yet.',
  },
});
