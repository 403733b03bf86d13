import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/enrollment-products.tsx. */
export const enrollmentEnrollmentProductsMessages = messagesOf('lender.enrollmentEnrollmentProducts', {
  noProductsYet: 'No products yet.',
  products: 'Products',
  product: 'Product',
  category: 'Category',
  class: 'Class',
  tiers: 'Tiers',
  status: 'Status',
  disclosure: 'Disclosure',
  active: 'Active',
  inactive: 'Inactive',
});
