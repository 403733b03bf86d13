import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/template-preview.tsx. */
export const notificationTemplatesTemplatePreviewMessages = defineMessages({
  preview: { id: 'lender.notificationTemplatesTemplatePreview.preview', defaultMessage: 'Preview' },
  emailSubject: { id: 'lender.notificationTemplatesTemplatePreview.emailSubject', defaultMessage: 'Email subject' },
  emailBody: { id: 'lender.notificationTemplatesTemplatePreview.emailBody', defaultMessage: 'Email body' },
  smsMessage: { id: 'lender.notificationTemplatesTemplatePreview.smsMessage', defaultMessage: 'SMS message' },
});
