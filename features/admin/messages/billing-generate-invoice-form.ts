import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/generate-invoice-form.tsx. */
export const billingGenerateInvoiceFormMessages = defineMessages({
  lender: { id: 'admin.billingGenerateInvoiceForm.lender', defaultMessage: 'Lender' },
  campaign: { id: 'admin.billingGenerateInvoiceForm.campaign', defaultMessage: 'Campaign' },
  generateInvoice: { id: 'admin.billingGenerateInvoiceForm.generateInvoice', defaultMessage: 'Generate invoice' },
});
