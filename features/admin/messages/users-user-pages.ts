import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-pages.tsx. */
export const usersUserPagesMessages = messagesOf('admin.usersUserPages', {
  users: 'Users',
  editUser: 'Edit user',
  users2: '{value} users',
  addUser: 'Add {value} user',
  editUser2: 'Edit {value} user',
});
