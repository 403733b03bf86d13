import { type Column, count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../pool.ts';

/**
 * The database half of a paged list (server/http/pagedList) for one scope: a query module builds it with the tenant's
 * condition in `where`, so the handler adds the list's fields, CSV name and the caller's query and never names a
 * table. pagedList ANDs the caller's filters onto `where`; `select` must not filter by itself (a second WHERE would
 * replace the first).
 */
export interface ListSource<TColumns extends Record<string, Column | SQL>, TRow, TOut> {
  readonly columns: TColumns;
  readonly select: () => PgSelect;
  readonly count: (where: SQL | undefined) => Promise<number>;
  readonly where: SQL | undefined;
  readonly defaultOrder: SQL[];
  readonly toRow: (row: TRow) => TOut;
}

/** The count half of a ListSource over one table (or its FROM without joins). */
export const countRows =
  (db: Executor, table: PgTable) =>
  async (where: SQL | undefined): Promise<number> =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/**
 * A ListSource over one table: SELECT `selected` (the list's own columns unless said) FROM it, and its COUNT. The
 * query module still writes the tenant's `where`, the default order and the row mapping: what differs per list.
 */
export const tableList = <TColumns extends Record<string, Column | SQL>, TRow, TOut>(
  db: Executor,
  table: PgTable,
  source: Omit<ListSource<TColumns, TRow, TOut>, 'select' | 'count'> & { selected?: SelectedFields },
): ListSource<TColumns, TRow, TOut> => {
  const { selected, ...rest } = source;
  return {
    ...rest,
    select: () =>
      db
        .select(selected ?? (source.columns as SelectedFields))
        .from(table)
        .$dynamic(),
    count: countRows(db, table),
  };
};
