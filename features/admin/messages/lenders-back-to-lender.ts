import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/back-to-lender.tsx. */
export const lendersBackToLenderMessages = messagesOf('admin.lendersBackToLender', {
  backToLender: 'Back to lender',
  users: 'Users',
  usersOf: 'Users of {name}',
});
