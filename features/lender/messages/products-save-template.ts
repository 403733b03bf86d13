import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/save-template.tsx. */
export const productsSaveTemplateMessages = messagesOf('lender.productsSaveTemplate', {
  templateName: 'Template name',
  saveAsTemplate: 'Save as template',
  savingTheTemplate: 'Saving the template…',
  templateSaved: 'Template saved',
  couldNotSaveTheTemplate: 'Could not save the template',
});
