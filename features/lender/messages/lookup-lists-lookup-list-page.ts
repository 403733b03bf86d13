import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-page.tsx. */
export const lookupListsLookupListPageMessages = messagesOf('lender.lookupListsLookupListPage', {
  active: 'Active',
  inactive: 'Inactive',
  importCsv: 'Import CSV',
  editList: 'Edit list',
  code: 'Code',
  label: 'Label',
  importTitle: 'Import {list}',
  editTitle: 'Edit {list}',
  noneYet: 'No {list} yet.',
});
