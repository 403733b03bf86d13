import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-view-page.tsx. */
export const lendersLenderViewPageMessages = defineMessages({
  edit: { id: 'admin.lendersLenderViewPage.edit', defaultMessage: 'Edit' },
  lenderPages: { id: 'admin.lendersLenderViewPage.lenderPages', defaultMessage: 'Lender pages' },
});
