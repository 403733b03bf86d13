import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/users/user-admin-pages.ts. */
export const usersUserAdminPagesMessages = messagesOf('admin.usersUserAdminPages', {
  users: 'Users',
  addUser: 'Add user',
  thereWasAnErrorGetting: 'There was an error getting the organizations',
  editUser: 'Edit user',
  usersFailure: 'There was an error getting the users',
  userFailure: 'There was an error getting the user',
  lenderUsers: 'Lender users',
  addLenderUser: 'Add lender user',
  editLenderUser: 'Edit lender user',
  prospectUsers: 'Prospect users',
  addProspectUser: 'Add prospect user',
  editProspectUser: 'Edit prospect user',
  embedderUsers: 'Embedder users',
  addEmbedderUser: 'Add embedder user',
  editEmbedderUser: 'Edit embedder user',
});
