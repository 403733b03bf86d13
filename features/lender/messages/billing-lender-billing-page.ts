import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/billing/lender-billing-page.tsx. */
export const billingLenderBillingPageMessages = defineMessages({
  invoicesAndBilling: {
    id: 'lender.billingLenderBillingPage.invoicesAndBilling',
    defaultMessage: 'Invoices and billing',
  },
  yourInvoicesPerCampaignWhat: {
    id: 'lender.billingLenderBillingPage.yourInvoicesPerCampaignWhat',
    defaultMessage: 'Your invoices per campaign: what was billed for your redeems, and whether it is paid.',
  },
  invoices: { id: 'lender.billingLenderBillingPage.invoices', defaultMessage: 'Invoices' },
});
