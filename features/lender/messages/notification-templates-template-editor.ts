import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/template-editor.tsx. */
export const notificationTemplatesTemplateEditorMessages = messagesOf('lender.notificationTemplatesTemplateEditor', {
  placeholdersYouCanUse: 'Placeholders you can use',
  savingTheTemplate: 'Saving the template…',
  templateSaved: 'Template saved',
  couldNotSaveTheTemplate: 'Could not save the template',
  emailSubject: 'Email subject',
  emailBody: 'Email body',
  smsMessage: 'SMS message',
  channel: 'Channel',
  smsLengthOf: '{length} of {max} characters; leave blank to send no SMS',
  saveTemplate: 'Save template',
  sourceDefault: 'Offerwell’s default text: saving makes it yours.',
  sourceProduct: 'This product has its own template.',
  sourceAllProducts: 'Your template for all products.',
  sourceInheritsAllProducts: 'This product uses your template for all products: saving here gives it its own.',
});
