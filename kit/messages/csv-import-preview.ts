import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/csv-import-preview.tsx. */
export const csvImportPreviewMessages = messagesOf('kit.csvImportPreview', {
  problemsNothingWasUploaded: '{count, plural, one {# row has} other {# rows have}} problems: nothing was uploaded.',
  correctThemInYourFile: 'Correct them in your file, then choose it again.',
  problemsFound: 'Problems found',
  andMore: 'and {value} more',
  row: 'Row',
  column: 'Column',
  problem: 'Problem',
});
