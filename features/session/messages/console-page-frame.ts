import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/console-page-frame.tsx. */
export const consolePageFrameMessages = messagesOf('console.consolePageFrame', {
  tryAgain: 'Try again',
});
