import { Box, Button, Skeleton, Stack, Table, type TableCellProps, Text } from '@chakra-ui/react';
import {
  type Cell,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  type Table as TanstackTable,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadFailure } from '../ui/load-failure.tsx';
import { DataTablePagination, type TablePage } from './data-table-pagination.tsx';
import { dataTableMessages as m } from './messages/data-table.ts';
import { useWords, type Words } from './words.ts';

export type { TablePage } from './data-table-pagination.tsx';

type Breakpoint = 'sm' | 'md' | 'lg';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Hide the column on screens narrower than this breakpoint (a phone keeps the essential columns and actions). */
    hideBelow?: Breakpoint | undefined;
    /** A figure: header and cells aligned to the end, so digits line up. */
    numeric?: boolean | undefined;
    /** Further style of the column's cells (a minimum width, a monospace path, a muted row number). */
    cellStyle?: TableCellProps | undefined;
  }
}

/** Chakra's display for a column hidden below a breakpoint. */
const shownFrom = (hideBelow: Breakpoint | undefined) =>
  hideBelow ? { base: 'none', [hideBelow]: 'table-cell' } : undefined;

/** `data-*` attributes of a row, for tests and styles that find one row by its data (`tr[data-product="…"]`). */
export type RowAttributes = Readonly<Record<`data-${string}`, string | number>>;

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
  /** The table's accessible name, e.g. "Branches": a message of the screen's catalogue, or text. */
  readonly label: Words;
  /** Show the label as the table's caption above it (its name then comes from the caption). */
  readonly captioned?: boolean | undefined;
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
  /** `sm` (the default) for dense figures and short in-page lists; the console lists (PagedTable) are `md`. */
  readonly size?: 'sm' | 'md' | undefined;
  /** Scroll within this height with the header kept in view (a long problem list). */
  readonly maxHeight?: string | undefined;
  /** Hide the whole table below a breakpoint (the screen shows the rows as cards there). */
  readonly hideBelow?: Breakpoint | undefined;
  /** Make the scroll area a named, focusable region, so a keyboard can scroll a wide table of figures. */
  readonly scrollRegion?: boolean | undefined;
  readonly rowData?: ((row: Row) => RowAttributes) | undefined;
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

const alignOf = (numeric: boolean | undefined) => (numeric ? 'end' : undefined);

function HeaderRow<Row>({ table, actions }: { table: TanstackTable<Row>; actions: boolean }) {
  const { formatMessage: t } = useIntl();
  return table.getHeaderGroups().map((group) => (
    <Table.Row key={group.id}>
      {group.headers.map((header) => {
        const canSort = header.column.getCanSort();
        const direction = header.column.getIsSorted();
        const meta = header.column.columnDef.meta;
        return (
          <Table.ColumnHeader
            key={header.id}
            scope="col"
            display={shownFrom(meta?.hideBelow)}
            textAlign={alignOf(meta?.numeric)}
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
      {actions ? (
        <Table.ColumnHeader textAlign="end">
          <Text srOnly>{t(m.actions)}</Text>
        </Table.ColumnHeader>
      ) : null}
    </Table.Row>
  ));
}

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, n) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position.
    <Table.Row key={n} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above.
        <Table.Cell key={c}>
          <Skeleton height="4" />
        </Table.Cell>
      ))}
    </Table.Row>
  ));
}

/**
 * A cell's content. The column's `cell` is called here rather than mounted as a component (flexRender's way): a
 * screen that builds its columns from props makes new cell functions on each render, and as component types they
 * would remount every cell, dropping a row editor's draft and the focus of the button just pressed.
 */
function CellContent<Row>({ cell }: { cell: Cell<Row, unknown> }) {
  const render = cell.column.columnDef.cell;
  return typeof render === 'function' ? render(cell.getContext()) : render;
}

function BodyRows<Row>({ table, props }: { table: TanstackTable<Row>; props: DataTableProps<Row> }) {
  const { rowActions, rowData } = props;
  return table.getRowModel().rows.map((row) => (
    <Table.Row key={row.id} {...rowData?.(row.original)}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <Table.Cell
            key={cell.id}
            display={shownFrom(meta?.hideBelow)}
            textAlign={alignOf(meta?.numeric)}
            {...meta?.cellStyle}
          >
            <CellContent cell={cell} />
          </Table.Cell>
        );
      })}
      {rowActions ? (
        <Table.Cell textAlign="end" whiteSpace="nowrap">
          {rowActions(row.original)}
        </Table.Cell>
      ) : null}
    </Table.Row>
  ));
}

/** TanStack's table over the caller's rows, with the caller's sort (server-side: rows come sorted and paged). */
function useDataTable<Row>(props: DataTableProps<Row>): TanstackTable<Row> {
  const { sort, onSortChange } = props;
  return useReactTable<Row>({
    data: props.rows as Row[],
    columns: props.columns as ColumnDef<Row, unknown>[],
    getCoreRowModel: getCoreRowModel(),
    ...(props.rowKey ? { getRowId: props.rowKey } : {}),
    manualPagination: true,
    manualSorting: true,
    pageCount: props.page?.totalPages ?? -1,
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
}

/**
 * The console's one table: TanStack Table columns (`createColumnHelper<Row>()`), server-side paging and sorting when
 * the caller owns page and sort (usually in the URL), and the loading, empty and error states every list needs. It
 * fetches nothing: kit/paged-table.tsx binds it to the paged-list contract, and a screen that already holds a few
 * rows in memory gives them as `rows` (no `page`, no `onSortChange`: no footer, no sort buttons).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { page, loading, fetching, error } = props;
  const label = useWords()(props.label);
  const table = useDataTable(props);
  if (error) return <LoadFailure message={error} onRetry={props.onRetry} />;

  const columnCount = table.getVisibleLeafColumns().length + (props.rowActions ? 1 : 0);
  return (
    <Stack gap="3">
      {/* relative: screen-reader-only text in the cells is absolutely positioned and must not escape the scroll area */}
      <Table.ScrollArea
        borderWidth="1px"
        borderRadius="lg"
        bg="bg"
        position="relative"
        maxH={props.maxHeight}
        hideBelow={props.hideBelow}
        {...(props.scrollRegion ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      >
        <Table.Root
          size={props.size ?? 'sm'}
          stickyHeader={props.maxHeight !== undefined}
          aria-label={props.captioned ? undefined : label}
          aria-busy={loading || fetching ? true : undefined}
          opacity={fetching && !loading ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          {props.captioned ? (
            <Table.Caption captionSide="top" textAlign="start" px="3" py="2" color="fg.muted">
              {label}
            </Table.Caption>
          ) : null}
          <Table.Header>
            <HeaderRow table={table} actions={props.rowActions !== undefined} />
          </Table.Header>
          <Table.Body>
            {loading ? (
              <SkeletonRows rows={props.skeletonRows ?? 5} columns={columnCount} />
            ) : (
              <BodyRows table={table} props={props} />
            )}
            {!loading && table.getRowModel().rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columnCount}>
                  <Box py="6" textAlign="center" color="fg.muted">
                    {props.emptyMessage ?? <FormattedMessage {...m.nothingToShowYet} />}
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
