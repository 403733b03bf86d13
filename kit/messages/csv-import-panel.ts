import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/csv-import-panel.tsx. */
export const csvImportPanelMessages = defineMessages({
  downloadTheTemplate: { id: 'kit.csvImportPanel.downloadTheTemplate', defaultMessage: 'Download the template' },
  upload: { id: 'kit.csvImportPanel.upload', defaultMessage: 'Upload' },
  imported: { id: 'kit.csvImportPanel.imported', defaultMessage: '{value} imported' },
  upload2: { id: 'kit.csvImportPanel.upload2', defaultMessage: 'Upload {value}?' },
  cancel: { id: 'kit.csvImportPanel.cancel', defaultMessage: 'Cancel' },
  uploadProgress: { id: 'kit.csvImportPanel.uploadProgress', defaultMessage: 'Upload progress' },
  uploading: { id: 'kit.csvImportPanel.uploading', defaultMessage: 'Uploading {name}{value}' },
  cancelUpload: { id: 'kit.csvImportPanel.cancelUpload', defaultMessage: 'Cancel upload' },
  tryAgain: { id: 'kit.csvImportPanel.tryAgain', defaultMessage: 'Try again' },
  chooseAnotherFile: { id: 'kit.csvImportPanel.chooseAnotherFile', defaultMessage: 'Choose another file' },
});
