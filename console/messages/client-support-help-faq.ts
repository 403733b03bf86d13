import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/client-support/help-faq.tsx. */
export const clientSupportHelpFaqMessages = defineMessages({
  frequentlyAskedQuestions: {
    id: 'console.clientSupportHelpFaq.frequentlyAskedQuestions',
    defaultMessage: 'Frequently asked questions',
  },
});
