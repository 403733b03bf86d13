import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/data-table-pagination.tsx. */
export const dataTablePaginationMessages = messagesOf('kit.dataTablePagination', {
  previous: 'Previous',
  previousPage: 'Previous page',
  pageOf: 'Page {value} of {pageCount}',
  next: 'Next',
  nextPage: 'Next page',
  pages: '{label} pages',
  showing: 'Showing {first}–{last} of {total}',
});
