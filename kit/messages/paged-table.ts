import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/paged-table.tsx. */
export const pagedTableMessages = defineMessages({
  downloadCsv: { id: 'kit.pagedTable.downloadCsv', defaultMessage: 'Download CSV' },
});
