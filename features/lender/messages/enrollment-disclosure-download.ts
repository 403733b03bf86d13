import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/disclosure-download.tsx. */
export const enrollmentDisclosureDownloadMessages = defineMessages({
  download: { id: 'lender.enrollmentDisclosureDownload.download', defaultMessage: 'Download' },
  disclosure: { id: 'lender.enrollmentDisclosureDownload.disclosure', defaultMessage: '{productName} disclosure' },
});
