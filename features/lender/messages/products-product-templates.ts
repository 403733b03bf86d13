import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-templates.tsx. */
export const productsProductTemplatesMessages = messagesOf('lender.productsProductTemplates', {
  apply: 'Apply',
  delete: 'Delete',
  productTemplates: 'Product templates',
  noTemplatesYetSaveA: 'No templates yet: save a fully configured product as a template on its Summary.',
});
