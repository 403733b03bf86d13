import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/sftp-access-card.tsx. */
export const sftpAccessCardMessages = defineMessages({
  downloadThePrivateKeyNow: {
    id: 'console.sftpAccessCard.downloadThePrivateKeyNow',
    defaultMessage: 'Download the private key now: it is not kept and cannot be shown again.',
  },
  downloadPrivateKey: { id: 'console.sftpAccessCard.downloadPrivateKey', defaultMessage: 'Download private key' },
  done: { id: 'console.sftpAccessCard.done', defaultMessage: 'Done' },
  sftp: { id: 'console.sftpAccessCard.sftp', defaultMessage: 'SFTP:' },
  sftpPIKey: {
    id: 'console.sftpAccessCard.sftpPIKey',
    defaultMessage: 'sftp -P {port} -i {username}.key {username2}@{host}',
  },
  inbox: { id: 'console.sftpAccessCard.inbox', defaultMessage: 'Inbox: {value}' },
});
