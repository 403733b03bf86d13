import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/confirm-dialog.tsx. */
export const confirmDialogMessages = defineMessages({
  cancel: { id: 'kit.confirmDialog.cancel', defaultMessage: 'Cancel' },
});
