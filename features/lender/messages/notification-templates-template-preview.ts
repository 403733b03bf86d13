import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/notification-templates/template-preview.tsx. */
export const notificationTemplatesTemplatePreviewMessages = messagesOf('lender.notificationTemplatesTemplatePreview', {
  preview: 'Preview',
  emailSubject: 'Email subject',
  emailBody: 'Email body',
  smsMessage: 'SMS message',
  noSmsIsSent: 'No SMS is sent.',
});
