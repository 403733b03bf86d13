import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-page.tsx. */
export const lookupListsLookupListPageMessages = defineMessages({
  active: { id: 'lender.lookupListsLookupListPage.active', defaultMessage: 'Active' },
  inactive: { id: 'lender.lookupListsLookupListPage.inactive', defaultMessage: 'Inactive' },
  importCsv: { id: 'lender.lookupListsLookupListPage.importCsv', defaultMessage: 'Import CSV' },
  editList: { id: 'lender.lookupListsLookupListPage.editList', defaultMessage: 'Edit list' },
});
