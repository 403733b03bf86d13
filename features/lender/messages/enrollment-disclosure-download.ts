import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/disclosure-download.tsx. */
export const enrollmentDisclosureDownloadMessages = messagesOf('lender.enrollmentDisclosureDownload', {
  download: 'Download',
  disclosure: '{productName} disclosure',
});
