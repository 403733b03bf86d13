import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/summary-rows.ts. */
export const productsSummaryRowsMessages = messagesOf('lender.productsSummaryRows', {
  productRule: 'Product rule',
  stipulations: 'Stipulations',
  nameTerm: '{name} term {n}',
});
