import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/projection-summary-table.tsx. */
export const projectionSummaryTableMessages = messagesOf('console.projectionSummaryTable', {
  date: 'Date',
  activeProduct: 'Active product',
  projectionFor: 'Projection for',
  totalConsumers: 'Total consumers',
  qualifyingMembers: 'Qualifying members',
  offersGenerated: 'Offers generated',
  consumersReached: 'Consumers reached',
  projectedRedeems: 'Projected redeems',
});
