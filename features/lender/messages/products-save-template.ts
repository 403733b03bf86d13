import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/save-template.tsx. */
export const productsSaveTemplateMessages = defineMessages({
  templateName: { id: 'lender.productsSaveTemplate.templateName', defaultMessage: 'Template name' },
  saveAsTemplate: { id: 'lender.productsSaveTemplate.saveAsTemplate', defaultMessage: 'Save as template' },
});
