import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/users-list.tsx. */
export const usersUsersListMessages = messagesOf('admin.usersUsersList', {
  temporaryPassword: 'Temporary password',
  consoleUsersTheirRolesAnd:
    'Console users, their roles and status. A locked user can be unlocked; a new user gets a temporary password by mail.',
  addUser: 'Add user',
  username: 'Username',
  organization: 'Organization',
  roles: 'Roles',
  status: 'Status',
  offerwell: 'Offerwell',
  thereWasAnErrorGetting: 'There was an error getting the users',
  noUsersYet: 'No users yet.',
});
