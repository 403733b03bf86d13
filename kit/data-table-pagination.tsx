import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { dataTablePaginationMessages as m } from './messages/data-table-pagination.ts';
import { said, type Words, wordsNode } from './words.ts';

/** Where a paged list stands, as the paged-list contract answers it (pages count from 0). */
export interface TablePage {
  readonly page: number;
  readonly size: number;
  readonly totalElements: number;
  readonly totalPages: number;
  /** The totals are the server's estimate (a list past its exact-count cap, decision 0792). */
  readonly totalEstimated?: boolean | undefined;
}

/** "Showing 1–30 of 95": the rows of this page, counted from 1 for people; "of about 412,000" for an estimate. */
export function showingText({ page, size, totalElements, totalEstimated }: TablePage): Words {
  const first = Math.min(page * size + 1, totalElements);
  const last = Math.min((page + 1) * size, totalElements);
  if (totalEstimated) return said(m.showingAbout, { first: String(first), last: String(last), total: totalElements });
  // As plain digits ("of 1200"), as the seed's pager says them.
  return said(m.showing, { first: String(first), last: String(last), total: String(totalElements) });
}

export function DataTablePagination({
  label,
  page,
  onPageChange,
}: {
  label: string;
  page: TablePage;
  onPageChange?: ((page: number) => void) | undefined;
}) {
  const { formatMessage: t } = useIntl();
  const pageCount = Math.max(page.totalPages, 1);
  const isFirst = page.page <= 0;
  const isLast = page.page >= pageCount - 1;
  return (
    <Stack
      as="nav"
      aria-label={t(m.pages, { label })}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="2"
    >
      <Text color="fg.muted" textStyle="sm" aria-live="polite">
        {wordsNode(showingText(page))}
      </Text>
      <HStack gap="2" justify={{ base: 'space-between', sm: 'flex-end' }}>
        <Button
          size="sm"
          variant="outline"
          aria-label={t(m.previousPage)}
          disabled={isFirst || !onPageChange}
          onClick={() => onPageChange?.(page.page - 1)}
        >
          <LuChevronLeft aria-hidden="true" /> {t(m.previous)}
        </Button>
        <Text textStyle="sm" whiteSpace="nowrap">
          {t(page.totalEstimated ? m.pageOfAbout : m.pageOf, { value: Math.min(page.page + 1, pageCount), pageCount })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-label={t(m.nextPage)}
          disabled={isLast || !onPageChange}
          onClick={() => onPageChange?.(page.page + 1)}
        >
          {t(m.next)} <LuChevronRight aria-hidden="true" />
        </Button>
      </HStack>
    </Stack>
  );
}
