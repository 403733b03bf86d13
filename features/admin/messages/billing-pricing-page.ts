import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/pricing-page.tsx. */
export const billingPricingPageMessages = messagesOf('admin.billingPricingPage', {
  pricingModel: 'Pricing model',
  whatTheLenderPaysPer: 'What the lender pays per redeem. Invoices use the model set when they are generated.',
  savingThePricingModel: 'Saving the pricing model…',
  pricingModelSaved: 'Pricing model saved',
  couldNotSaveThePricing: 'Could not save the pricing model',
});
