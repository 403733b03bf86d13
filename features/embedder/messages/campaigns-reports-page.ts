import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/reports-page.tsx. */
export const campaignsReportsPageMessages = messagesOf('embedder.campaignsReportsPage', {
  by: 'by {value}',
  reports: 'Reports',
  yourConsumerFilesWhenThey: 'Your consumer files: when they were uploaded, and how they validated.',
  consumerFiles: 'Consumer files',
  downloadTheErrorsOf: 'Download the errors of {fileName}',
  file: 'File',
  uploaded: 'Uploaded',
  rows: 'Rows',
  valid: 'Valid',
  errors: 'Errors',
  status: 'Status',
  thereWasAnErrorGetting: 'There was an error getting the consumer files',
  noConsumerFileUploadedYet: 'No consumer file uploaded yet.',
});
