import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/client-support-page.tsx. */
export const clientSupportClientSupportPageMessages = defineMessages({
  clientSupport: { id: 'console.clientSupportClientSupportPage.clientSupport', defaultMessage: 'Client Support' },
  askTheHelpChatRead: {
    id: 'console.clientSupportClientSupportPage.askTheHelpChatRead',
    defaultMessage: 'Ask the help chat, read the FAQ, or contact our support team.',
  },
});
