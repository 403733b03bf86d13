import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/disclosures-step.tsx. */
export const enrollmentDisclosuresStepMessages = messagesOf('lender.enrollmentDisclosuresStep', {
  uploadEachProductSDisclosure:
    'Upload each product’s disclosure document (PDF, up to 5 MB). You can skip this and upload later.',
  disclosure: '{name} disclosure{value}',
  upload: 'Upload',
  uploadingTheDisclosure: 'Uploading the disclosure…',
  disclosureUploaded: 'Disclosure uploaded',
  weWereUnableToUpload: 'We were unable to upload your file, please try to upload again.',
  pdf: 'PDF',
});
