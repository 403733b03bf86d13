import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-queries.ts. */
export const productsProductQueriesMessages = messagesOf('lender.productsProductQueries', {
  loadFailure: 'There was an error getting the product',
});
