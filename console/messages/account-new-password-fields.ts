import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/account/new-password-fields.tsx. */
export const accountNewPasswordFieldsMessages = defineMessages({
  newPassword: { id: 'console.accountNewPasswordFields.newPassword', defaultMessage: 'New password' },
  confirmNewPassword: {
    id: 'console.accountNewPasswordFields.confirmNewPassword',
    defaultMessage: 'Confirm new password',
  },
});
