import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/consumer-file-panel.tsx. */
export const consumerFilePanelMessages = defineMessages({
  importProgress: { id: 'console.consumerFilePanel.importProgress', defaultMessage: 'Import progress' },
  ofChecked: { id: 'console.consumerFilePanel.ofChecked', defaultMessage: '{rowsDone} of {value} checked · {value2}' },
  validWithErrors: {
    id: 'console.consumerFilePanel.validWithErrors',
    defaultMessage: '{value} valid · {value2} with errors',
  },
  cancelImport: { id: 'console.consumerFilePanel.cancelImport', defaultMessage: 'Cancel import' },
  cancelThisImport: { id: 'console.consumerFilePanel.cancelThisImport', defaultMessage: 'Cancel this import?' },
  theImportStopsAtIts: {
    id: 'console.consumerFilePanel.theImportStopsAtIts',
    defaultMessage:
      'The import stops at its next batch and nothing from this file goes on to processing. You can upload the file again afterwards.',
  },
  cancelingTheImport: { id: 'console.consumerFilePanel.cancelingTheImport', defaultMessage: 'Canceling the import…' },
  consumerFile: { id: 'console.consumerFilePanel.consumerFile', defaultMessage: 'Consumer file' },
  uploadAndValidate: { id: 'console.consumerFilePanel.uploadAndValidate', defaultMessage: 'Upload and validate' },
  uploading: { id: 'console.consumerFilePanel.uploading', defaultMessage: 'Uploading {name}…' },
  tryAgain: { id: 'console.consumerFilePanel.tryAgain', defaultMessage: 'Try again' },
  replaceTheFile: { id: 'console.consumerFilePanel.replaceTheFile', defaultMessage: 'Replace the file' },
});
