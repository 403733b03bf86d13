import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/support-contacts-card.tsx. */
export const clientSupportSupportContactsCardMessages = defineMessages({
  contactSupport: { id: 'console.clientSupportSupportContactsCard.contactSupport', defaultMessage: 'Contact support' },
  eMail: { id: 'console.clientSupportSupportContactsCard.eMail', defaultMessage: 'E-mail' },
  phone: { id: 'console.clientSupportSupportContactsCard.phone', defaultMessage: 'Phone' },
  hours: { id: 'console.clientSupportSupportContactsCard.hours', defaultMessage: 'Hours' },
  weAnswerEMailsWithin: {
    id: 'console.clientSupportSupportContactsCard.weAnswerEMailsWithin',
    defaultMessage: 'We answer e-mails within {responseTime}.',
  },
});
