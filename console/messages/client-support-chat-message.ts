import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/chat-message.tsx. */
export const clientSupportChatMessageMessages = defineMessages({
  youAsked: { id: 'console.clientSupportChatMessage.youAsked', defaultMessage: 'You asked:' },
  helpChatAnswered: { id: 'console.clientSupportChatMessage.helpChatAnswered', defaultMessage: 'Help chat answered:' },
  source: { id: 'console.clientSupportChatMessage.source', defaultMessage: 'Source: {value}' },
  wasThisAnswerHelpful: {
    id: 'console.clientSupportChatMessage.wasThisAnswerHelpful',
    defaultMessage: 'Was this answer helpful?',
  },
});
