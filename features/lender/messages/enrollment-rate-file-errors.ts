import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rate-file-errors.tsx. */
export const enrollmentRateFileErrorsMessages = messagesOf('lender.enrollmentRateFileErrors', {
  ratesFromWereApplied: '{length} rates from {fileName} were applied.',
  ratesInAreValid: '{length} rates in {fileName} are valid.',
  applyRates: 'Apply rates',
  rateFileErrors: 'Rate file errors',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
});
