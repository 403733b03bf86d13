import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/error-screen.tsx, shown by the consoles and the consumer pages alike (Spanish in es.ts). */
export const errorScreenMessages = messagesOf('errorScreen', {
  close: 'Close',
});
