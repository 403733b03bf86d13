import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/billing/pricing-page.tsx. */
export const billingPricingPageMessages = messagesOf('admin.billingPricingPage', {
  pricingModel: 'Pricing model',
  whatTheLenderPaysPer: 'What the lender pays per redeem. Invoices use the model set when they are generated.',
  savingThePricingModel: 'Saving the pricing model…',
  pricingModelSaved: 'Pricing model saved',
  couldNotSaveThePricing: 'Could not save the pricing model',
  pricePerRedeem: 'Price per redeem',
  discountedPricePerRedeem: 'Discounted price per redeem',
  discountFromRedeems: 'Discount from redeems',
  pricePerRedeemByProduct: 'Price per redeem by product category (volume product based)',
  productCategory: 'Product category',
  pricingTiersByNumberOf: 'Pricing tiers by number of redeems (volume tier based)',
  name: 'Name',
  startsAt: 'Starts at',
  endsAt: 'Ends at',
  standardAndDiscountedFlatModels: 'Standard and discounted flat models',
  discountedFlatModel: 'Discounted flat model',
  redeemsInTheCampaignFrom: 'Redeems in the campaign from which the discounted price applies',
  productPrice: 'Product price',
  pricingTier: 'Pricing tier',
  blankNoUpperEnd: 'Blank: no upper end',
  thereWasAnErrorGetting: 'There was an error getting the pricing model',
  savePricingModel: 'Save pricing model',
});
