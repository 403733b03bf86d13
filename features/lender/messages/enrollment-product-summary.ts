import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/product-summary.tsx. */
export const enrollmentProductSummaryMessages = defineMessages({
  productSummary: { id: 'lender.enrollmentProductSummary.productSummary', defaultMessage: 'Product summary' },
});
