import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lenders-tabs.tsx. */
export const lendersLendersTabsMessages = messagesOf('admin.lendersLendersTabs', {
  lendersAndProspects: 'Lenders and prospects',
  lenders: 'Lenders',
  prospects: 'Prospects',
});
