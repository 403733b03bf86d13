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
  problemHostKey: 'Host key not trusted: the server’s key is not the pinned one',
  problemAuth: 'Login refused: check the SFTP user, password or private key',
  problemUnreachable: 'Bureau unreachable: check the host and port',
  problemNoDirectory: 'Directory missing: check the upload and answer directories',
  problemPgpKey: 'Bureau PGP key unusable',
  sourceSettings: 'In use: the connection saved here.',
  sourceEnvironment: 'In use: the connection set by the server’s environment (BUREAU_*). Saving here replaces it.',
  sourceSandbox: 'No bureau is set: the sandbox bureau answers the exports.',
  connectionFailed: 'The connection failed',
  connectionWorks: 'Connection works',
});
