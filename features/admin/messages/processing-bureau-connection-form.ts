import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/bureau-connection-form.tsx. */
export const processingBureauConnectionFormMessages = messagesOf('admin.processingBureauConnectionForm', {
  thisServerRunsASandbox:
    'This server runs a sandbox bureau over SFTP + OpenPGP: connect to it to try the whole exchange.',
  useTheSandboxBureau: 'Use the sandbox bureau',
  theSandboxBureauIsNot: 'The sandbox bureau is not running on this server.',
  couldNotGetTheSandbox: 'Could not get the sandbox bureau’s connection.',
  filledFromTheSandboxBureau: 'Filled from the sandbox bureau: save the connection, then test it.',
  savingTheConnection: 'Saving the connection…',
  connectionSaved: 'Connection saved',
  couldNotSaveTheConnection: 'Could not save the connection',
  saveConnection: 'Save connection',
});
