import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/generate-invoice-form.tsx. */
export const billingGenerateInvoiceFormMessages = messagesOf('admin.billingGenerateInvoiceForm', {
  lender: 'Lender',
  campaign: 'Campaign',
  generateInvoice: 'Generate invoice',
  generatingTheInvoice: 'Generating the invoice…',
  couldNotGenerateTheInvoice: 'Could not generate the invoice',
  invoiceStatus: 'Invoice {number}: {status}',
  chooseALender: 'Choose a lender',
  chooseACampaign: 'Choose a campaign',
});
