import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/billing-page.tsx. */
export const billingBillingPageMessages = defineMessages({
  billing: { id: 'admin.billingBillingPage.billing', defaultMessage: 'Billing' },
  invoicesPerLenderAndCampaign: {
    id: 'admin.billingBillingPage.invoicesPerLenderAndCampaign',
    defaultMessage: "Invoices per lender and campaign, computed from each lender's pricing model.",
  },
  invoices: { id: 'admin.billingBillingPage.invoices', defaultMessage: 'Invoices' },
});
