import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/invoice-columns.tsx. */
export const invoiceColumnsMessages = messagesOf('console.invoiceColumns', {
  pdf: 'PDF',
  downloadPdfOfInvoice: 'Download PDF of invoice {number}',
  invoice: 'Invoice',
  lender: 'Lender',
  campaign: 'Campaign',
  dates: 'Dates',
  generated: 'Generated',
  dueDate: 'Due date',
  pricingModel: 'Pricing model',
  totalRedeems: 'Total redeems',
  totalDue: 'Total due',
  status: 'Status',
  errors: 'Errors',
});
