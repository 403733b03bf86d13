import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rate-file-errors.tsx. */
export const enrollmentRateFileErrorsMessages = defineMessages({
  ratesFromWereApplied: {
    id: 'lender.enrollmentRateFileErrors.ratesFromWereApplied',
    defaultMessage: '{length} rates from {fileName} were applied.',
  },
  ratesInAreValid: {
    id: 'lender.enrollmentRateFileErrors.ratesInAreValid',
    defaultMessage: '{length} rates in {fileName} are valid.',
  },
  applyRates: { id: 'lender.enrollmentRateFileErrors.applyRates', defaultMessage: 'Apply rates' },
  rateFileErrors: { id: 'lender.enrollmentRateFileErrors.rateFileErrors', defaultMessage: 'Rate file errors' },
});
