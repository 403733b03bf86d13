import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-metrics-table.tsx. */
export const offerMetricsTableMessages = messagesOf('console.offerMetricsTable', {
  offerMetrics: 'Offer metrics',
  lender: 'Lender',
  product: 'Product',
  metric: 'Metric',
  value: 'Value',
});
