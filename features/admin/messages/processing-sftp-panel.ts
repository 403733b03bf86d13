import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/sftp-panel.tsx. */
export const processingSftpPanelMessages = messagesOf('admin.processingSftpPanel', {
  generatingTheKeyPair: 'Generating the key pair…',
  keyPairGenerated: 'Key pair generated',
  couldNotGenerateTheKey: 'Could not generate the key pair',
});
