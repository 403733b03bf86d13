import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Endpoint } from '../api/endpoint.ts';
import type { ListFields } from '../api/paged-list.ts';
import { DataTable, type TableColumns } from './data-table.tsx';
import { ListFilters } from './list-filters.tsx';
import { useLoadFailureToast } from './load-failure-toast.ts';
import { pagedTableMessages as m } from './messages/paged-table.ts';
import { type RowOf, type UsePagedListOptions, usePagedList } from './paged-list.ts';
import { type Content, contentNode, type Words, wordsOf } from './words.ts';

export interface PagedTableProps<E extends Endpoint> extends UsePagedListOptions<E> {
  /** The table's accessible name, e.g. "Branches". */
  readonly label: Words;
  /** TanStack columns (`createColumnHelper<Row>()`); a column's id is its field in `fields`. */
  readonly columns: TableColumns<RowOf<E>>;
  /** The seed's load-failure message, e.g. "There was an error getting the branches". */
  readonly errorMessage: Words;
  /** Also say a load failure as this toast (a report's, 002 §8); absent: the table's message is enough. */
  readonly failureToast?: Words | undefined;
  readonly emptyMessage?: Content;
  readonly rowKey?: ((row: RowOf<E>, index: number) => string) | undefined;
  readonly rowActions?: ((row: RowOf<E>) => ReactNode) | undefined;
  /** Further toolbar buttons, e.g. "Add branch". */
  readonly actions?: ReactNode;
  /** Offer "Download CSV" (the same endpoint with format=csv); default true. */
  readonly csv?: boolean | undefined;
}

function columnField<Row>(column: TableColumns<Row>[number]): string | undefined {
  if (column.id) return column.id;
  return 'accessorKey' in column && column.accessorKey !== undefined ? String(column.accessorKey) : undefined;
}

/** A column sorts when its field is declared sortable, unless the column says otherwise. */
function withDeclaredSorting<Row>(columns: TableColumns<Row>, fields: ListFields): TableColumns<Row> {
  return columns.map((column) => {
    const field = columnField(column);
    return { ...column, enableSorting: column.enableSorting ?? Boolean(field && fields[field]?.sortable) };
  });
}

/**
 * A whole console list: filter bar, Download CSV, the table with sort and paging, and its loading, empty and error
 * states, bound to a paged-list endpoint and the page's URL search. A screen gives only columns and fields.
 */
export function PagedTable<E extends Endpoint>(props: PagedTableProps<E>) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = usePagedList(props);
  const { query, page, setPage } = list;
  useLoadFailureToast(query.error, props.failureToast && wordsOf(intl, props.failureToast));
  const columns = useMemo(() => withDeclaredSorting(props.columns, props.fields), [props.columns, props.fields]);

  // A filter or a deletion can leave the URL on a page past the end: go to the last page there is.
  const pastTheEnd =
    page !== undefined && !query.isPlaceholderData && page.totalPages > 0 && page.page >= page.totalPages;
  useEffect(() => {
    if (pastTheEnd && page) setPage(page.totalPages - 1);
  }, [pastTheEnd, page, setPage]);

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-start" justify="space-between">
        <ListFilters fields={props.fields} filters={list.filters} onChange={list.setFilters} />
        <HStack gap="2" flexShrink={0} ms="auto">
          {props.csv === false ? null : (
            <Button size="sm" variant="outline" loading={list.downloading} onClick={() => void list.downloadCsv()}>
              <LuDownload aria-hidden="true" /> {t(m.downloadCsv)}
            </Button>
          )}
          {props.actions}
        </HStack>
      </Flex>
      <DataTable<RowOf<E>>
        label={props.label}
        size="md"
        columns={columns}
        rows={list.rows}
        rowKey={props.rowKey}
        page={page}
        onPageChange={setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        loading={query.isPending}
        fetching={query.isFetching && query.isPlaceholderData}
        error={query.isError ? wordsOf(intl, props.errorMessage) : null}
        onRetry={() => void query.refetch()}
        emptyMessage={contentNode(props.emptyMessage)}
        rowActions={props.rowActions}
      />
    </Stack>
  );
}
