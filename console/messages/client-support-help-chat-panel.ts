import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/help-chat-panel.tsx. */
export const clientSupportHelpChatPanelMessages = defineMessages({
  askTheHelpChat: { id: 'console.clientSupportHelpChatPanel.askTheHelpChat', defaultMessage: 'Ask the help chat' },
  answersComeFromOfferwellS: {
    id: 'console.clientSupportHelpChatPanel.answersComeFromOfferwellS',
    defaultMessage: 'Answers come from Offerwell’s help articles.',
  },
  newConversation: { id: 'console.clientSupportHelpChatPanel.newConversation', defaultMessage: 'New conversation' },
  tryAgain: { id: 'console.clientSupportHelpChatPanel.tryAgain', defaultMessage: 'Try again' },
  askAboutCampaignsKeysLeads: {
    id: 'console.clientSupportHelpChatPanel.askAboutCampaignsKeysLeads',
    defaultMessage: 'Ask about campaigns, keys, leads, sign-in or anything else in your console.',
  },
  lookingInTheHelpArticles: {
    id: 'console.clientSupportHelpChatPanel.lookingInTheHelpArticles',
    defaultMessage: 'Looking in the help articles…',
  },
  conversation: { id: 'console.clientSupportHelpChatPanel.conversation', defaultMessage: 'Conversation' },
  yourQuestion: { id: 'console.clientSupportHelpChatPanel.yourQuestion', defaultMessage: 'Your question' },
  typeYourQuestion: { id: 'console.clientSupportHelpChatPanel.typeYourQuestion', defaultMessage: 'Type your question' },
  ask: { id: 'console.clientSupportHelpChatPanel.ask', defaultMessage: 'Ask' },
});
