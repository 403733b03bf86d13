import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/lookup-lists/lookup-list-import.tsx. */
export const lookupListsLookupListImportMessages = defineMessages({
  file: { id: 'lender.lookupListsLookupListImport.file', defaultMessage: '{title} file' },
});
