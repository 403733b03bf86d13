import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/client-support-page.tsx. */
export const clientSupportClientSupportPageMessages = messagesOf('console.clientSupportClientSupportPage', {
  clientSupport: 'Client Support',
  askTheHelpChatRead: 'Ask the help chat, read the FAQ, or contact our support team.',
  yourSessionNamesNoOrganization: 'Your session names no organization. Sign in again.',
});
