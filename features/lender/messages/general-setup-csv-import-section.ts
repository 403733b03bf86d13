import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/general-setup/csv-import-section.tsx. */
export const generalSetupCsvImportSectionMessages = messagesOf('lender.generalSetupCsvImportSection', {
  importFromACsvFile: 'Import from a CSV file',
  zipCode: 'Zip code',
});
