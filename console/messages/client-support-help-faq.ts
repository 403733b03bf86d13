import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/help-faq.tsx. */
export const clientSupportHelpFaqMessages = messagesOf('console.clientSupportHelpFaq', {
  frequentlyAskedQuestions: 'Frequently asked questions',
});
