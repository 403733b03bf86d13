import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/bureau-form.ts. */
export const processingBureauFormMessages = messagesOf('admin.processingBureauForm', {
  sftpHost: 'SFTP host',
  port: 'Port',
  sftpUser: 'SFTP user',
  password: 'Password',
  sshPrivateKey: 'SSH private key',
  pinnedHostKey: 'Pinned host key',
  uploadDirectory: 'Upload directory',
  answerDirectory: 'Answer directory',
  bureauPgpPublicKey: 'Bureau PGP public key',
  waitForTheAnswerSeconds: 'Wait for the answer (seconds)',
});
