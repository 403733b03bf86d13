import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-products.tsx. */
export const enrollmentEnrollmentProductsMessages = defineMessages({
  noProductsYet: { id: 'lender.enrollmentEnrollmentProducts.noProductsYet', defaultMessage: 'No products yet.' },
  products: { id: 'lender.enrollmentEnrollmentProducts.products', defaultMessage: 'Products' },
});
