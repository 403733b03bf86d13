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
  // A list past the server's exact-count cap (decision 0792) answers the database's estimate: say so, and group its
  // digits, as a rounded figure reads ("about 412,000").
  showingAbout: 'Showing {first}–{last} of about {total, number}',
  pageOfAbout: 'Page {value} of about {pageCount, number}',
});
