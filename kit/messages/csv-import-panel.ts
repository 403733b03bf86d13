import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/csv-import-panel.tsx. */
export const csvImportPanelMessages = messagesOf('kit.csvImportPanel', {
  downloadTheTemplate: 'Download the template',
  upload: 'Upload',
  imported: '{value} imported',
  upload2: 'Upload {value}?',
  cancel: 'Cancel',
  uploadProgress: 'Upload progress',
  uploading: 'Uploading {name}{value}',
  cancelUpload: 'Cancel upload',
  tryAgain: 'Try again',
  chooseAnotherFile: 'Choose another file',
  readingYourFile: 'Reading your file…',
  checkingRows: 'Checking {rows}…',
  hint: 'CSV with a header row, up to {mb} MB',
  thisFile: 'this file',
});
