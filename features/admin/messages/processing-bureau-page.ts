import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/bureau-page.tsx. */
export const processingBureauPageMessages = messagesOf('admin.processingBureauPage', {
  creditBureauConnection: 'Credit bureau connection',
  bureauExportUploadsTheEncrypted:
    'Bureau export uploads the encrypted file here; Bureau import collects the bureau’s signed answer.',
  checksTheSavedConnectionThe:
    'Checks the saved connection: the PGP key, the host key, the login and both directories.',
  thereWasAnErrorGetting: 'There was an error getting the bureau connection',
  testConnection: 'Test connection',
});
