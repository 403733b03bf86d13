import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/billing/lender-billing-page.tsx. */
export const billingLenderBillingPageMessages = messagesOf('lender.billingLenderBillingPage', {
  invoicesAndBilling: 'Invoices and billing',
  yourInvoicesPerCampaignWhat: 'Your invoices per campaign: what was billed for your redeems, and whether it is paid.',
  invoices: 'Invoices',
  thereWasAnErrorGetting: 'There was an error getting the invoices',
  noInvoicesYet: 'No invoices yet.',
});
