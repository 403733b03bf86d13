import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/reports/report-admin-pages.ts. */
export const reportsReportAdminPagesMessages = messagesOf('admin.reportsReportAdminPages', {
  redemptionReport: 'Redemption report',
  billing: 'Billing',
  thereWasAnErrorGetting: 'There was an error getting the invoices',
  cdfiReport: 'CDFI report',
  theCdfiReportFailedTo: 'The CDFI report failed to load',
  materialReport: 'Material report',
  theMaterialReportFailedTo: 'The material report failed to load',
  prequalLeadReport: 'Prequal lead report',
  thereWasAnErrorGetting2: 'There was an error getting the prequal leads',
  pricingModel: 'Pricing model',
  thereWasAnErrorGetting3: 'There was an error getting the pricing model',
});
