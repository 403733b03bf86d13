import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/invoice-columns.tsx. */
export const invoiceColumnsMessages = messagesOf('console.invoiceColumns', {
  pdf: 'PDF',
  downloadPdfOfInvoice: 'Download PDF of invoice {number}',
});
