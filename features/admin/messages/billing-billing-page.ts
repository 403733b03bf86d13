import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/billing-page.tsx. */
export const billingBillingPageMessages = messagesOf('admin.billingBillingPage', {
  billing: 'Billing',
  invoicesPerLenderAndCampaign: "Invoices per lender and campaign, computed from each lender's pricing model.",
  invoices: 'Invoices',
  updatingTheInvoice: 'Updating the invoice…',
  couldNotUpdateTheInvoice: 'Could not update the invoice',
  invoiceStatus: 'Invoice {number}: {status}',
  invoicesFailed: 'There was an error getting the invoices',
  noInvoices: 'No invoices yet.',
  issue: 'Issue',
  markPaid: 'Mark paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
});
