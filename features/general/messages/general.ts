import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** General messages, verbatim from 002 §8 and 001 §8: the error screens' words. */
export const generalMessages = messagesOf('console.general', {
  oops: 'Oops! Something went wrong.',
  networkError: 'There was a network error. Please try again later. Thank you for your patience!',
  tryAgainLater: 'Please try again later',
  unableToClose: 'Unable to close window',
});
