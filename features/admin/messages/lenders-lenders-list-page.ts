import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lenders-list-page.tsx. */
export const lendersLendersListPageMessages = defineMessages({
  lenders: { id: 'admin.lendersLendersListPage.lenders', defaultMessage: 'Lenders' },
  financialInstitutionsOnTheMarketplace: {
    id: 'admin.lendersLendersListPage.financialInstitutionsOnTheMarketplace',
    defaultMessage: 'Financial institutions on the marketplace, and prospects not yet onboarded.',
  },
  edit: { id: 'admin.lendersLendersListPage.edit', defaultMessage: 'Edit {name}' },
});
