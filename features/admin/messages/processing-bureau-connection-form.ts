import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/bureau-connection-form.tsx. */
export const processingBureauConnectionFormMessages = defineMessages({
  thisServerRunsASandbox: {
    id: 'admin.processingBureauConnectionForm.thisServerRunsASandbox',
    defaultMessage: 'This server runs a sandbox bureau over SFTP + OpenPGP: connect to it to try the whole exchange.',
  },
  useTheSandboxBureau: {
    id: 'admin.processingBureauConnectionForm.useTheSandboxBureau',
    defaultMessage: 'Use the sandbox bureau',
  },
  theSandboxBureauIsNot: {
    id: 'admin.processingBureauConnectionForm.theSandboxBureauIsNot',
    defaultMessage: 'The sandbox bureau is not running on this server.',
  },
  couldNotGetTheSandbox: {
    id: 'admin.processingBureauConnectionForm.couldNotGetTheSandbox',
    defaultMessage: 'Could not get the sandbox bureau’s connection.',
  },
  filledFromTheSandboxBureau: {
    id: 'admin.processingBureauConnectionForm.filledFromTheSandboxBureau',
    defaultMessage: 'Filled from the sandbox bureau: save the connection, then test it.',
  },
});
