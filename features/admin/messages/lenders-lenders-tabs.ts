import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lenders-tabs.tsx. */
export const lendersLendersTabsMessages = defineMessages({
  lendersAndProspects: { id: 'admin.lendersLendersTabs.lendersAndProspects', defaultMessage: 'Lenders and prospects' },
});
