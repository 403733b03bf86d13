import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/confirm-dialog.tsx. */
export const confirmDialogMessages = messagesOf('kit.confirmDialog', {
  cancel: 'Cancel',
  confirm: 'Confirm',
});
