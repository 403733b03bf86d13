import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-templates.tsx. */
export const productsProductTemplatesMessages = messagesOf('lender.productsProductTemplates', {
  apply: 'Apply',
  delete: 'Delete',
  productTemplates: 'Product templates',
  noTemplatesYetSaveA: 'No templates yet: save a fully configured product as a template on its Summary.',
  template: 'Template',
  productType: 'Product type',
  created: 'Created',
  applyingTheTemplate: 'Applying the template…',
  templateApplied: 'Template applied',
  couldNotApplyTheTemplate: 'Could not apply the template',
  deletingTheTemplate: 'Deleting the template…',
  templateDeleted: 'Template deleted',
  couldNotDeleteTheTemplate: 'Could not delete the template',
  deleteTemplate: 'Delete template',
  deleteTemplateName: 'Delete template {name}?',
  thereWasAnErrorGettingTemplates: 'There was an error getting the templates',
});
