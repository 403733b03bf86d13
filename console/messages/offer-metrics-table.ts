import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-metrics-table.tsx. */
export const offerMetricsTableMessages = defineMessages({
  offerMetrics: { id: 'console.offerMetricsTable.offerMetrics', defaultMessage: 'Offer metrics' },
});
