import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/console-page-frame.tsx. */
export const consolePageFrameMessages = defineMessages({
  tryAgain: { id: 'console.consolePageFrame.tryAgain', defaultMessage: 'Try again' },
});
