import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-form-page.tsx. */
export const usersUserFormPageMessages = messagesOf('admin.usersUserFormPage', {
  theUserGetsATemporary: 'The user gets a temporary password by mail and changes it at sign-in.',
  addingTheUser: 'Adding the user…',
  userAddedATemporaryPassword: 'User added: a temporary password was mailed to them',
  couldNotAddTheUser: 'Could not add the user',
  username: 'Username',
  email: 'Email',
  phone: 'Phone',
  roles: 'Roles',
  theTemporaryPasswordIsMailed: 'The temporary password is mailed here.',
  addUser: 'Add user',
});
