import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/paged-list.ts. */
export const pagedListMessages = messagesOf('kit.pagedList', {
  preparingYourDownload: 'Preparing your download…',
  downloadReady: 'Download ready',
  failedToDownload: 'Failed to download',
});
