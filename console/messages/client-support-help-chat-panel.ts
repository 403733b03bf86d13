import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/help-chat-panel.tsx. */
export const clientSupportHelpChatPanelMessages = messagesOf('console.clientSupportHelpChatPanel', {
  askTheHelpChat: 'Ask the help chat',
  answersComeFromOfferwellS: 'Answers come from Offerwell’s help articles.',
  newConversation: 'New conversation',
  tryAgain: 'Try again',
  askAboutCampaignsKeysLeads: 'Ask about campaigns, keys, leads, sign-in or anything else in your console.',
  lookingInTheHelpArticles: 'Looking in the help articles…',
  conversation: 'Conversation',
  yourQuestion: 'Your question',
  typeYourQuestion: 'Type your question',
  ask: 'Ask',
  sendingYourFeedback: 'Sending your feedback…',
  thanksForYourFeedback: 'Thanks for your feedback',
  couldNotSendYourFeedback: 'Could not send your feedback',
});
