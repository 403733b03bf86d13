import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/use-lender.ts. */
export const lendersUseLenderMessages = messagesOf('admin.lendersUseLender', {
  loadFailure: 'There was an error getting the lender',
});
