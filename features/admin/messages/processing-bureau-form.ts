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
  sftpBureauExample: 'sftp.bureau.example',
  beginOpensshPrivateKey: '-----BEGIN OPENSSH PRIVATE KEY-----',
  sshEd25519AaaaOrSha256: 'ssh-ed25519 AAAA… or SHA256:…',
  theBureauServerSPublic: 'The bureau server’s public key line or its SHA256 fingerprint; any other key is refused.',
  whereTheExportIsUploaded: 'Where the export is uploaded.',
  whereTheBureauLeavesIts: 'Where the bureau leaves its answer.',
  beginPgpPublicKeyBlock: '-----BEGIN PGP PUBLIC KEY BLOCK-----',
  theExportIsEncryptedTo: 'The export is encrypted to it, and the answer must be signed by it.',
  howLongBureauImportWaits: 'How long Bureau import waits for the bureau’s file before the step fails.',
  passwordSaved: 'A password is saved ({stored}). Leave empty to keep it.',
  noPasswordSaved: 'No password is saved.',
  privateKeySaved: 'A private key is saved ({stored}). Leave empty to keep it.',
  noPrivateKeySaved: 'No private key is saved.',
});
