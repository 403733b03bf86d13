import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/paged-table.tsx. */
export const pagedTableMessages = messagesOf('kit.pagedTable', {
  downloadCsv: 'Download CSV',
});
