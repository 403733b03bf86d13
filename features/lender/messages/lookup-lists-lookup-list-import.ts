import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-import.tsx. */
export const lookupListsLookupListImportMessages = messagesOf('lender.lookupListsLookupListImport', {
  file: '{title} file',
  listImported: '{list} imported: {count} values',
  code: 'Code',
  label: 'Label',
  theImportReplacesTheWhole:
    'The import replaces the whole {list} list with the rows of this file; the values there now are deleted.',
});
