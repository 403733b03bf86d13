import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/password-input.tsx. */
export const passwordInputMessages = messagesOf('console.passwordInput', {
  hidePassword: 'Hide password',
  showPassword: 'Show password',
});
