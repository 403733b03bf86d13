import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/product-summary.tsx. */
export const enrollmentProductSummaryMessages = messagesOf('lender.enrollmentProductSummary', {
  productSummary: 'Product summary',
  product: 'Product',
  category: 'Category',
  offersGenerated: 'Offers generated',
  redeemed: 'Redeemed',
  redeemedAmount: 'Redeemed amount',
});
