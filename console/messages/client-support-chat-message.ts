import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/chat-message.tsx. */
export const clientSupportChatMessageMessages = messagesOf('console.clientSupportChatMessage', {
  youAsked: 'You asked:',
  helpChatAnswered: 'Help chat answered:',
  source: 'Source: {value}',
  wasThisAnswerHelpful: 'Was this answer helpful?',
  helpful: 'Helpful',
  notHelpful: 'Not helpful',
});
