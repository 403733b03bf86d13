import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/secret-once.tsx. */
export const secretOnceMessages = defineMessages({
  copyItNow: { id: 'kit.secretOnce.copyItNow', defaultMessage: '{label}: copy it now' },
  itIsShownOnlyThis: {
    id: 'kit.secretOnce.itIsShownOnlyThis',
    defaultMessage: 'It is shown only this once. Keep it where your servers can read it.',
  },
  copy: { id: 'kit.secretOnce.copy', defaultMessage: 'Copy' },
  done: { id: 'kit.secretOnce.done', defaultMessage: 'Done' },
});
