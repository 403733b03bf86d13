import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/back-to-lender.tsx. */
export const lendersBackToLenderMessages = defineMessages({
  backToLender: { id: 'admin.lendersBackToLender.backToLender', defaultMessage: 'Back to lender' },
  users: { id: 'admin.lendersBackToLender.users', defaultMessage: 'Users' },
});
