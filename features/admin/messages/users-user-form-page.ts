import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-form-page.tsx. */
export const usersUserFormPageMessages = messagesOf('admin.usersUserFormPage', {
  theUserGetsATemporary: 'The user gets a temporary password by mail and changes it at sign-in.',
});
