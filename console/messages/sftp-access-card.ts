import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/sftp-access-card.tsx. */
export const sftpAccessCardMessages = messagesOf('console.sftpAccessCard', {
  downloadThePrivateKeyNow: 'Download the private key now: it is not kept and cannot be shown again.',
  downloadPrivateKey: 'Download private key',
  sftp: 'SFTP:',
  sftpPIKey: 'sftp -P {port} -i {username}.key {username2}@{host}',
  inbox: 'Inbox: {value}',
  empty: 'empty',
  noKeyPairYet: 'No key pair yet.',
  replaceKeyPair: 'Replace key pair',
  generateKeyPair: 'Generate key pair',
  sftpServerIsOff:
    '(the SFTP server is off on this installation: the operator switches it on when starting the server)',
  keyPairMade: 'Key pair made {date}.',
});
