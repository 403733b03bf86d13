import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/reports/material-report-page.tsx. */
export const reportsMaterialReportPageMessages = defineMessages({
  materialReport: { id: 'admin.reportsMaterialReportPage.materialReport', defaultMessage: 'Material report' },
  everyConsoleChangeAndSign: {
    id: 'admin.reportsMaterialReportPage.everyConsoleChangeAndSign',
    defaultMessage: 'Every console change and sign-in, with who made it and what it changed.',
  },
  auditRecords: { id: 'admin.reportsMaterialReportPage.auditRecords', defaultMessage: 'Audit records' },
  details: { id: 'admin.reportsMaterialReportPage.details', defaultMessage: 'Details' },
  detailsOf: { id: 'admin.reportsMaterialReportPage.detailsOf', defaultMessage: 'Details of {value} {value2}' },
});
