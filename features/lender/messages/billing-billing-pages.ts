import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/billing/billing-pages.ts. */
export const billingBillingPagesMessages = messagesOf('lender.billingBillingPages', {
  invoicesAndBilling: 'Invoices and billing',
  thereWasAnErrorGetting: 'There was an error getting the invoices',
});
