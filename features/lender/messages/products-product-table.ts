import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-table.tsx. */
export const productsProductTableMessages = messagesOf('lender.productsProductTable', {
  clone: 'Clone',
  delete: 'Delete',
  products: 'Products',
});
