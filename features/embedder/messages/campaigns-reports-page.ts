import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/campaigns/reports-page.tsx. */
export const campaignsReportsPageMessages = defineMessages({
  by: { id: 'embedder.campaignsReportsPage.by', defaultMessage: 'by {value}' },
  reports: { id: 'embedder.campaignsReportsPage.reports', defaultMessage: 'Reports' },
  yourConsumerFilesWhenThey: {
    id: 'embedder.campaignsReportsPage.yourConsumerFilesWhenThey',
    defaultMessage: 'Your consumer files: when they were uploaded, and how they validated.',
  },
  consumerFiles: { id: 'embedder.campaignsReportsPage.consumerFiles', defaultMessage: 'Consumer files' },
  downloadTheErrorsOf: {
    id: 'embedder.campaignsReportsPage.downloadTheErrorsOf',
    defaultMessage: 'Download the errors of {fileName}',
  },
});
