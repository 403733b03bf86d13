import { type Column, type SQL, sql } from 'drizzle-orm';
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
  readonly count: (where: SQL | undefined) => CountedRows;
  readonly where: SQL | undefined;
  readonly defaultOrder: SQL[];
  readonly toRow: (row: TRow) => TOut;
}

/**
 * The rows a list's total counts: its FROM with the joins its filters read and the WHERE, selecting anything (`1`),
 * not yet limited; and the executor they are counted on. pagedList counts them (server/http/paged-list.ts
 * `listTotal`: exact up to a cap, the planner's estimate above it — decision 0792).
 */
export interface CountedRows {
  readonly db: Executor;
  readonly rows: PgSelect;
}

/** `select 1`: what a counted query selects, as its columns are never read. */
export const ONE = { one: sql<number>`1` };

/** The count half of a ListSource over one table (or its FROM without joins). */
export const countRows =
  (db: Executor, table: PgTable) =>
  (where: SQL | undefined): CountedRows => ({ db, rows: db.select(ONE).from(table).where(where).$dynamic() });

/** Every one of the rows, however many: what a test compares with the rows it made (pagedList caps its counts). */
export async function exactCount({ db, rows }: CountedRows): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${rows}) as counted`);
  return Number(result.rows[0]?.n ?? 0);
}

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
