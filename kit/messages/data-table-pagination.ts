import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/data-table-pagination.tsx. */
export const dataTablePaginationMessages = defineMessages({
  previous: { id: 'kit.dataTablePagination.previous', defaultMessage: 'Previous' },
  previousPage: { id: 'kit.dataTablePagination.previousPage', defaultMessage: 'Previous page' },
  pageOf: { id: 'kit.dataTablePagination.pageOf', defaultMessage: 'Page {value} of {pageCount}' },
  next: { id: 'kit.dataTablePagination.next', defaultMessage: 'Next' },
  nextPage: { id: 'kit.dataTablePagination.nextPage', defaultMessage: 'Next page' },
  pages: { id: 'kit.dataTablePagination.pages', defaultMessage: '{label} pages' },
});
