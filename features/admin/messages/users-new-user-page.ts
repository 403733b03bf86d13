import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/new-user-page.tsx. */
export const usersNewUserPageMessages = defineMessages({
  addUser: { id: 'admin.usersNewUserPage.addUser', defaultMessage: 'Add user' },
  theUserGetsATemporary: {
    id: 'admin.usersNewUserPage.theUserGetsATemporary',
    defaultMessage: 'The user gets a temporary password by mail and changes it at sign-in.',
  },
  realm: { id: 'admin.usersNewUserPage.realm', defaultMessage: 'Realm' },
});
