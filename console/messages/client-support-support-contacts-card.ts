import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/support-contacts-card.tsx. */
export const clientSupportSupportContactsCardMessages = messagesOf('console.clientSupportSupportContactsCard', {
  contactSupport: 'Contact support',
  eMail: 'E-mail',
  phone: 'Phone',
  hours: 'Hours',
  weAnswerEMailsWithin: 'We answer e-mails within {responseTime}.',
});
