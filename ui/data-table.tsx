import { Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { DataTablePagination, type TablePage } from './data-table-pagination.tsx';
import { LoadFailure } from './load-failure.tsx';

export type { TablePage } from './data-table-pagination.tsx';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Hide the column on screens narrower than this breakpoint (a phone keeps the essential columns and actions). */
    hideBelow?: 'sm' | 'md' | 'lg';
  }
}

/** Chakra's display for a column hidden below a breakpoint. */
const shownFrom = (hideBelow: 'sm' | 'md' | 'lg' | undefined) =>
  hideBelow ? { base: 'none', [hideBelow]: 'table-cell' } : undefined;

/** One sort, as the paged-list contract takes it (`field,asc|desc`). */
export interface TableSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

/**
 * TanStack's own column type: each column's value type differs, so a list of them can only be typed with `any`
 * for the value (TanStack documents `ColumnDef<Row, any>[]`; `unknown` rejects every typed accessor column).
 */
// biome-ignore lint/suspicious/noExplicitAny: see above, the value type varies per column.
export type TableColumns<Row> = readonly ColumnDef<Row, any>[];

export interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Branches". */
  readonly label: string;
  readonly columns: TableColumns<Row>;
  readonly rows: readonly Row[];
  readonly rowKey?: ((row: Row, index: number) => string) | undefined;
  /** Server paging; absent: no pagination footer. */
  readonly page?: TablePage | undefined;
  readonly onPageChange?: ((page: number) => void) | undefined;
  readonly sort?: TableSort | undefined;
  /** Called with the next sort (undefined: unsorted) when a sortable header is clicked. */
  readonly onSortChange?: ((sort: TableSort | undefined) => void) | undefined;
  /** First load: skeleton rows instead of data. */
  readonly loading?: boolean | undefined;
  /** A newer page is being fetched while the previous rows stay shown. */
  readonly fetching?: boolean | undefined;
  /** The caller's load-failure message (e.g. "There was an error getting the branches"). */
  readonly error?: string | null | undefined;
  readonly onRetry?: (() => void) | undefined;
  readonly emptyMessage?: ReactNode;
  /** Buttons or a menu for one row, in a last column. */
  readonly rowActions?: ((row: Row) => ReactNode) | undefined;
  readonly skeletonRows?: number | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function toSorting(sort: TableSort | undefined): SortingState {
  return sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];
}

function SortableHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const direction = header.column.getIsSorted();
  const Icon = direction === 'asc' ? LuArrowUp : direction === 'desc' ? LuArrowDown : LuArrowUpDown;
  return (
    <Button
      variant="ghost"
      size="xs"
      mx="-2"
      fontSize="inherit"
      fontWeight="inherit"
      color="inherit"
      onClick={header.column.getToggleSortingHandler()}
    >
      {flexRender(header.column.columnDef.header, header.getContext())}
      <Icon aria-hidden="true" opacity={direction ? 1 : 0.45} />
    </Button>
  );
}

/**
 * The console's one presentational table (ARCHITECTURE "ui"): TanStack Table with server-side paging and sorting
 * (the caller owns page and sort, usually in the URL), plus the loading, empty and error states every list needs.
 * It fetches nothing; kit/paged-table.tsx binds it to the paged-list contract.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, page, sort, onSortChange, rowActions, loading, fetching, error } = props;
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: props.columns as ColumnDef<Row, unknown>[],
    getCoreRowModel: getCoreRowModel(),
    ...(props.rowKey ? { getRowId: props.rowKey } : {}),
    manualPagination: true,
    manualSorting: true,
    pageCount: page?.totalPages ?? -1,
    enableSorting: onSortChange !== undefined,
    enableMultiSort: false,
    // Every column starts ascending; a third click clears the sort (the list's default order).
    sortDescFirst: false,
    state: { sorting: toSorting(sort) },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(toSorting(sort)) : updater;
      const first = next[0];
      onSortChange?.(first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : undefined);
    },
  });

  if (error) return <LoadFailure message={error} onRetry={props.onRetry} />;

  const columnCount = table.getVisibleLeafColumns().length + (rowActions ? 1 : 0);
  const bodyRows = table.getRowModel().rows;
  return (
    <Stack gap="3">
      {/* relative: screen-reader-only text in the cells is absolutely positioned and must not escape the scroll area */}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" position="relative">
        <Table.Root
          size="md"
          aria-label={label}
          aria-busy={loading || fetching ? true : undefined}
          opacity={fetching && !loading ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort();
                  const direction = header.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      display={shownFrom(header.column.columnDef.meta?.hideBelow)}
                      whiteSpace="nowrap"
                      aria-sort={canSort ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <SortableHeader header={header} />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </Table.ColumnHeader>
                  );
                })}
                {rowActions ? (
                  <Table.ColumnHeader textAlign="end">
                    <Text srOnly>Actions</Text>
                  </Table.ColumnHeader>
                ) : null}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading
              ? Array.from({ length: props.skeletonRows ?? 5 }, (_, n) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position.
                  <Table.Row key={n} data-testid="skeleton-row">
                    {Array.from({ length: columnCount }, (_, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                      <Table.Cell key={c}>
                        <Skeleton height="4" />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))
              : bodyRows.map((row) => (
                  <Table.Row key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <Table.Cell key={cell.id} display={shownFrom(cell.column.columnDef.meta?.hideBelow)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Cell>
                    ))}
                    {rowActions ? (
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {rowActions(row.original)}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
            {!loading && bodyRows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  <Box py="6" textAlign="center" color="fg.muted">
                    {props.emptyMessage ?? 'Nothing to show yet.'}
                  </Box>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {page && !loading && page.totalElements > 0 ? (
        <DataTablePagination label={label} page={page} onPageChange={props.onPageChange} />
      ) : null}
    </Stack>
  );
}
