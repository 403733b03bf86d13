import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/secret-once.tsx. */
export const secretOnceMessages = messagesOf('kit.secretOnce', {
  copyItNow: '{label}: copy it now',
  itIsShownOnlyThis: 'It is shown only this once. Keep it where your servers can read it.',
  copy: 'Copy',
  done: 'Done',
});
