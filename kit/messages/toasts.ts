import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/toasts.ts. */
export const toastsMessages = messagesOf('kit.toasts', {
  somethingWentWrong: 'Something went wrong',
  copied: 'Copied to clipboard',
  copyFailed: 'Could not copy to the clipboard. Select the text and copy it instead.',
});
