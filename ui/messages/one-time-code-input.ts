import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/one-time-code-input.tsx, when its page gives none of its own (the consoles' sign-in). */
export const oneTimeCodeInputMessages = messagesOf('console.oneTimeCodeInput', {
  authenticationCode: 'Authentication code',
  digit: 'Digit {digit}',
});
