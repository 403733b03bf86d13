import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rate-history-table.tsx. */
export const enrollmentRateHistoryTableMessages = defineMessages({
  apply: { id: 'lender.enrollmentRateHistoryTable.apply', defaultMessage: 'Apply' },
  rateChangeHistory: {
    id: 'lender.enrollmentRateHistoryTable.rateChangeHistory',
    defaultMessage: 'Rate change history',
  },
});
