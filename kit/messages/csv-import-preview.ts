import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/csv-import-preview.tsx. */
export const csvImportPreviewMessages = messagesOf('kit.csvImportPreview', {
  problemsNothingWasUploaded: '{value} problems: nothing was uploaded.',
  correctThemInYourFile: 'Correct them in your file, then choose it again.',
  problemsFound: 'Problems found',
  andMore: 'and {value} more',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
});
