import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/account/new-password-fields.tsx. */
export const accountNewPasswordFieldsMessages = messagesOf('console.accountNewPasswordFields', {
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  passwordRules: 'At least {min} characters, not your username and not a common password.',
});
