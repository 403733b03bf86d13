import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/remove-lender.tsx. */
export const lendersRemoveLenderMessages = messagesOf('admin.lendersRemoveLender', {
  consequence: 'Its users, products and settings are deleted.',
});
