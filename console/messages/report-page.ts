import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/report-page.tsx. */
export const reportPageMessages = messagesOf('console.reportPage', {
  from: 'From',
  to: 'To',
  downloadXlsx: 'Download XLSX',
});
