import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/new-user-page.tsx. */
export const usersNewUserPageMessages = messagesOf('admin.usersNewUserPage', {
  addUser: 'Add user',
  theUserGetsATemporary: 'The user gets a temporary password by mail and changes it at sign-in.',
  realm: 'Realm',
  choose: 'Choose…',
  thereWasAnErrorGetting: 'There was an error getting the organizations',
});
