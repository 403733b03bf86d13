import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/lead-report-download.tsx. */
export const loanLeadsLeadReportDownloadMessages = messagesOf('lender.loanLeadsLeadReportDownload', {
  report: 'Report {value}',
  loanLeadReport: 'Loan-lead report',
});
