import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rate-history-table.tsx. */
export const enrollmentRateHistoryTableMessages = messagesOf('lender.enrollmentRateHistoryTable', {
  apply: 'Apply',
  rateChangeHistory: 'Rate change history',
  file: 'File',
  uploaded: 'Uploaded',
  rows: 'Rows',
  status: 'Status',
  applied: 'Applied',
  noRateChangesYet: 'No rate changes yet.',
});
