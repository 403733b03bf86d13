import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/loan-leads/lead-report-download.tsx. */
export const loanLeadsLeadReportDownloadMessages = defineMessages({
  report: { id: 'lender.loanLeadsLeadReportDownload.report', defaultMessage: 'Report {value}' },
  loanLeadReport: { id: 'lender.loanLeadsLeadReportDownload.loanLeadReport', defaultMessage: 'Loan-lead report' },
});
