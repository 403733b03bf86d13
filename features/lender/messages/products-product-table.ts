import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-table.tsx. */
export const productsProductTableMessages = messagesOf('lender.productsProductTable', {
  clone: 'Clone',
  delete: 'Delete',
  products: 'Products',
  name: 'Name',
  type: 'Type',
  class: 'Class',
  rateDiscount: 'Rate discount',
  apr: 'APR',
  limit: 'Limit',
  term: 'Term',
  minimum: 'Minimum',
  default: 'Default',
  promoTerm: 'Promo term',
  promoApr: 'Promo APR',
  promoMinimum: 'Promo minimum',
  participating: 'Participating',
  cloningTheProduct: 'Cloning the product…',
  productClonedFinishItIn: 'Product cloned: finish it in the wizard',
  couldNotCloneTheProduct: 'Could not clone the product',
  deletingTheProduct: 'Deleting the product…',
  productDeleted: 'Product deleted',
  couldNotDeleteTheProduct: 'Could not delete the product',
});
