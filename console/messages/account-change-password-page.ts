import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/account/change-password-page.tsx. */
export const accountChangePasswordPageMessages = messagesOf('console.accountChangePasswordPage', {
  changePassword: 'Change password',
  currentPassword: 'Current password',
  changingPassword: 'Changing password',
  passwordChanged: 'Your password has been changed',
  youSignedInWithATemporary: 'You signed in with a temporary password. Choose your own password to continue.',
  chooseANewPassword: 'Choose a new password for your account.',
});
