import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/load-failure.tsx. */
export const loadFailureMessages = messagesOf('console.loadFailure', {
  tryAgain: 'Try again',
});
