import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-table.tsx. */
export const productsProductTableMessages = defineMessages({
  clone: { id: 'lender.productsProductTable.clone', defaultMessage: 'Clone' },
  delete: { id: 'lender.productsProductTable.delete', defaultMessage: 'Delete' },
  products: { id: 'lender.productsProductTable.products', defaultMessage: 'Products' },
});
