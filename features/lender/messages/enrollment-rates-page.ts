import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rates-page.tsx. */
export const enrollmentRatesPageMessages = defineMessages({
  rateChanges: { id: 'lender.enrollmentRatesPage.rateChanges', defaultMessage: 'Rate changes' },
  uploadACsvWithThe: {
    id: 'lender.enrollmentRatesPage.uploadACsvWithThe',
    defaultMessage:
      'Upload a CSV with the columns product, tier, term, apr; it is checked row by row before you apply it.',
  },
  uploadRateChange: { id: 'lender.enrollmentRatesPage.uploadRateChange', defaultMessage: 'Upload rate change' },
  rateFile: { id: 'lender.enrollmentRatesPage.rateFile', defaultMessage: 'Rate file' },
  uploadAndValidate: { id: 'lender.enrollmentRatesPage.uploadAndValidate', defaultMessage: 'Upload and validate' },
  rateChangeHistory: { id: 'lender.enrollmentRatesPage.rateChangeHistory', defaultMessage: 'Rate change history' },
});
