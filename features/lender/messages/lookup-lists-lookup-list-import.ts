import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-import.tsx. */
export const lookupListsLookupListImportMessages = messagesOf('lender.lookupListsLookupListImport', {
  file: '{title} file',
  listImported: '{list} imported: {count} values',
});
