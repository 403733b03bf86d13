import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-pages.tsx. */
export const usersUserPagesMessages = defineMessages({
  users: { id: 'admin.usersUserPages.users', defaultMessage: 'Users' },
  editUser: { id: 'admin.usersUserPages.editUser', defaultMessage: 'Edit user' },
  users2: { id: 'admin.usersUserPages.users2', defaultMessage: '{value} users' },
  addUser: { id: 'admin.usersUserPages.addUser', defaultMessage: 'Add {value} user' },
  editUser2: { id: 'admin.usersUserPages.editUser2', defaultMessage: 'Edit {value} user' },
});
