import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-view-page.tsx. */
export const lendersLenderViewPageMessages = messagesOf('admin.lendersLenderViewPage', {
  edit: 'Edit',
  lenderPages: 'Lender pages',
});
