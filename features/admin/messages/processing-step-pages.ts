import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/processing/step-pages.tsx. */
export const processingStepPagesMessages = messagesOf('admin.processingStepPages', {
  eMailsPublished: '{total} e-mails · {published} published{value}',
  consoleFileSReady: '{readyFiles} console file(s) ready',
  sftpCopy: 'SFTP copy',
  pgpDecryption: 'PGP decryption',
  fileImport: 'File import',
  nextAt: ' · next at {when}',
});
