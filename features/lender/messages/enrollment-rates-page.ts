import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/rates-page.tsx. */
export const enrollmentRatesPageMessages = messagesOf('lender.enrollmentRatesPage', {
  rateChanges: 'Rate changes',
  uploadACsvWithThe:
    'Upload a CSV with the columns product, tier, term, apr; it is checked row by row before you apply it.',
  uploadRateChange: 'Upload rate change',
  rateFile: 'Rate file',
  uploadAndValidate: 'Upload and validate',
  rateChangeHistory: 'Rate change history',
  uploadingTheRateChange: 'Uploading the rate change…',
  rateChangeValidated: 'Rate change validated',
  weWereUnableToUpload: 'We were unable to upload your file, please try to upload again.',
  updatingRates: 'Updating rates…',
  ratesUpdated: 'Rates updated',
  couldNotUpdateTheRates: 'Could not update the rates',
  updateRates: 'Update rates',
  thereWasAnErrorGetting: 'There was an error getting the rate changes',
  csvProductTierTermApr: 'CSV: product, tier, term, apr',
  applyNewAprs: 'Apply {count} new APRs from {fileName}?',
});
