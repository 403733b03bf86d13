import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/load-failure.tsx. */
export const loadFailureMessages = defineMessages({
  tryAgain: { id: 'console.loadFailure.tryAgain', defaultMessage: 'Try again' },
});
