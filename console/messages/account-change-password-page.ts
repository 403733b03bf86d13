import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/account/change-password-page.tsx. */
export const accountChangePasswordPageMessages = messagesOf('console.accountChangePasswordPage', {
  changePassword: 'Change password',
  currentPassword: 'Current password',
  changingPassword: 'Changing password',
});
