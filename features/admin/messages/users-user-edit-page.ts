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
  lockedAfterFailedSignIns: 'Locked after failed sign-ins: Active unlocks.',
  saveUser: 'Save user',
  loadFailure: 'There was an error getting the user',
});
