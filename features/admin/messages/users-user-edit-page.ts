import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-edit-page.tsx. */
export const usersUserEditPageMessages = messagesOf('admin.usersUserEditPage', {
  savingTheUser: 'Saving the user…',
  userSaved: 'User saved',
  couldNotSaveTheUser: 'Could not save the user',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  active: 'Active',
  inactiveCannotSignIn: 'Inactive (cannot sign in)',
  roles: 'Roles',
});
