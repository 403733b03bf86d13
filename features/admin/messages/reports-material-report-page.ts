import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/reports/material-report-page.tsx. */
export const reportsMaterialReportPageMessages = messagesOf('admin.reportsMaterialReportPage', {
  materialReport: 'Material report',
  everyConsoleChangeAndSign: 'Every console change and sign-in, with who made it and what it changed.',
  auditRecords: 'Audit records',
  details: 'Details',
  detailsOf: 'Details of {value} {value2}',
  createdDate: 'Created date',
  createdBy: 'Created by',
  category: 'Category',
  action: 'Action',
  campaignOrEntity: 'Campaign or entity',
  entityName: 'Entity name',
  financialInstitution: 'Financial institution',
  embedder: 'Embedder',
  reportFailed: 'The material report failed to load',
  noAuditRecords: 'No audit records in this period.',
  recordFailed: 'There was an error getting the audit record',
});
