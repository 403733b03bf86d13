import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/users-list.tsx. */
export const usersUsersListMessages = defineMessages({
  temporaryPassword: { id: 'admin.usersUsersList.temporaryPassword', defaultMessage: 'Temporary password' },
  consoleUsersTheirRolesAnd: {
    id: 'admin.usersUsersList.consoleUsersTheirRolesAnd',
    defaultMessage:
      'Console users, their roles and status. A locked user can be unlocked; a new user gets a temporary password by mail.',
  },
  addUser: { id: 'admin.usersUsersList.addUser', defaultMessage: 'Add user' },
});
