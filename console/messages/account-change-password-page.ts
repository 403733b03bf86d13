import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/account/change-password-page.tsx. */
export const accountChangePasswordPageMessages = defineMessages({
  changePassword: { id: 'console.accountChangePasswordPage.changePassword', defaultMessage: 'Change password' },
  currentPassword: { id: 'console.accountChangePasswordPage.currentPassword', defaultMessage: 'Current password' },
  changingPassword: { id: 'console.accountChangePasswordPage.changingPassword', defaultMessage: 'Changing password' },
});
