import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-templates.tsx. */
export const productsProductTemplatesMessages = defineMessages({
  apply: { id: 'lender.productsProductTemplates.apply', defaultMessage: 'Apply' },
  delete: { id: 'lender.productsProductTemplates.delete', defaultMessage: 'Delete' },
  productTemplates: { id: 'lender.productsProductTemplates.productTemplates', defaultMessage: 'Product templates' },
  noTemplatesYetSaveA: {
    id: 'lender.productsProductTemplates.noTemplatesYetSaveA',
    defaultMessage: 'No templates yet: save a fully configured product as a template on its Summary.',
  },
});
