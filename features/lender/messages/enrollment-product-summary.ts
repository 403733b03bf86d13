import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/product-summary.tsx. */
export const enrollmentProductSummaryMessages = messagesOf('lender.enrollmentProductSummary', {
  productSummary: 'Product summary',
});
