import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/bureau-page.tsx. */
export const processingBureauPageMessages = defineMessages({
  creditBureauConnection: {
    id: 'admin.processingBureauPage.creditBureauConnection',
    defaultMessage: 'Credit bureau connection',
  },
  bureauExportUploadsTheEncrypted: {
    id: 'admin.processingBureauPage.bureauExportUploadsTheEncrypted',
    defaultMessage: 'Bureau export uploads the encrypted file here; Bureau import collects the bureau’s signed answer.',
  },
  checksTheSavedConnectionThe: {
    id: 'admin.processingBureauPage.checksTheSavedConnectionThe',
    defaultMessage: 'Checks the saved connection: the PGP key, the host key, the login and both directories.',
  },
});
