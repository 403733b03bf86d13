import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/consumer-file-panel.tsx. */
export const consumerFilePanelMessages = messagesOf('console.consumerFilePanel', {
  importProgress: 'Import progress',
  ofChecked: '{rowsDone} of {value} checked · {value2}',
  validWithErrors: '{value} valid · {value2} with errors',
  cancelImport: 'Cancel import',
  cancelThisImport: 'Cancel this import?',
  theImportStopsAtIts:
    'The import stops at its next batch and nothing from this file goes on to processing. You can upload the file again afterwards.',
  cancelingTheImport: 'Canceling the import…',
  consumerFile: 'Consumer file',
  uploadAndValidate: 'Upload and validate',
  uploading: 'Uploading {name}…',
  tryAgain: 'Try again',
  replaceTheFile: 'Replace the file',
  importCanceled: 'Import canceled',
  couldNotCancelTheImport: 'Could not cancel the import',
  noValidRowsFixThe: 'No valid rows: fix the file and upload it again.',
  validRowsGoTo: "{handoff}: the valid rows go to Offerwell's consumer-list processing.",
  hint: "CSV with the template's columns, up to {mb} MB",
  rowsWithErrorsAreLeft: 'Rows with errors are left out; fix them and upload the file again to include them.',
});
