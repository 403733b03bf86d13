import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/csv-import-preview.tsx. */
export const csvImportPreviewMessages = defineMessages({
  problemsNothingWasUploaded: {
    id: 'kit.csvImportPreview.problemsNothingWasUploaded',
    defaultMessage: '{value} problems: nothing was uploaded.',
  },
  correctThemInYourFile: {
    id: 'kit.csvImportPreview.correctThemInYourFile',
    defaultMessage: 'Correct them in your file, then choose it again.',
  },
  problemsFound: { id: 'kit.csvImportPreview.problemsFound', defaultMessage: 'Problems found' },
  andMore: { id: 'kit.csvImportPreview.andMore', defaultMessage: 'and {value} more' },
});
