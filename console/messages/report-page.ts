import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/report-page.tsx. */
export const reportPageMessages = defineMessages({
  from: { id: 'console.reportPage.from', defaultMessage: 'From' },
  to: { id: 'console.reportPage.to', defaultMessage: 'To' },
  downloadXlsx: { id: 'console.reportPage.downloadXlsx', defaultMessage: 'Download XLSX' },
});
