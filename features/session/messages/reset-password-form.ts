import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/reset-password-form.tsx. */
export const resetPasswordFormMessages = messagesOf('console.resetPasswordForm', {
  checkingYourLink: 'Checking your link',
  askForANewLink: 'Ask for a new link',
  setNewPassword: 'Set new password',
  saving: 'Saving',
  setANewPassword: 'Set a new password',
});
