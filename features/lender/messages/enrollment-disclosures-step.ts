import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/disclosures-step.tsx. */
export const enrollmentDisclosuresStepMessages = defineMessages({
  uploadEachProductSDisclosure: {
    id: 'lender.enrollmentDisclosuresStep.uploadEachProductSDisclosure',
    defaultMessage: 'Upload each product’s disclosure document (PDF, up to 5 MB). You can skip this and upload later.',
  },
  disclosure: { id: 'lender.enrollmentDisclosuresStep.disclosure', defaultMessage: '{name} disclosure{value}' },
  upload: { id: 'lender.enrollmentDisclosuresStep.upload', defaultMessage: 'Upload' },
});
