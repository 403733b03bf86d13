import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/invoice-columns.tsx. */
export const invoiceColumnsMessages = defineMessages({
  pdf: { id: 'console.invoiceColumns.pdf', defaultMessage: 'PDF' },
  downloadPdfOfInvoice: {
    id: 'console.invoiceColumns.downloadPdfOfInvoice',
    defaultMessage: 'Download PDF of invoice {number}',
  },
});
