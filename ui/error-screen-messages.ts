import { messagesOf } from './intl/define-messages.ts';

/** The words of ui/error-screen.tsx, shown by the consoles and the consumer pages alike (the consumer catalogue carries the Spanish; the consoles read the English default). */
export const errorScreenMessages = messagesOf('errorScreen', {
  close: 'Close',
});
