import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/session/reset-password-form.tsx. */
export const resetPasswordFormMessages = defineMessages({
  checkingYourLink: { id: 'console.resetPasswordForm.checkingYourLink', defaultMessage: 'Checking your link' },
  askForANewLink: { id: 'console.resetPasswordForm.askForANewLink', defaultMessage: 'Ask for a new link' },
  setNewPassword: { id: 'console.resetPasswordForm.setNewPassword', defaultMessage: 'Set new password' },
  saving: { id: 'console.resetPasswordForm.saving', defaultMessage: 'Saving' },
  setANewPassword: { id: 'console.resetPasswordForm.setANewPassword', defaultMessage: 'Set a new password' },
});
