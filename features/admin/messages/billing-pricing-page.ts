import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/pricing-page.tsx. */
export const billingPricingPageMessages = defineMessages({
  pricingModel: { id: 'admin.billingPricingPage.pricingModel', defaultMessage: 'Pricing model' },
  whatTheLenderPaysPer: {
    id: 'admin.billingPricingPage.whatTheLenderPaysPer',
    defaultMessage: 'What the lender pays per redeem. Invoices use the model set when they are generated.',
  },
});
