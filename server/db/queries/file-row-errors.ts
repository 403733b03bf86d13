import { asc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InferOutput } from 'valibot';
import type { FileRowError } from '../../../api/file-row-errors.ts';
import type { Executor } from '../pool.ts';
import { tableList } from './list-source.ts';

/** A table of refused rows (api/file-row-errors.ts): each one's row number, column and problem, and its identity. */
type FileRowErrorTable = PgTable & Record<'id' | 'row' | 'field' | 'message', PgColumn>;

/**
 * The refused rows `where` selects (the caller's file or step, within its scope) as a paged list, by row and then in
 * the order they were found: a consumer file's and a processing step's error log alike.
 */
export const fileRowErrorList = (db: Executor, table: FileRowErrorTable, where: SQL | undefined) =>
  tableList(db, table, {
    columns: { row: table.row, field: table.field, message: table.message },
    where,
    defaultOrder: [asc(table.row), asc(table.id)],
    toRow: (row: InferOutput<typeof FileRowError>) => row,
  });
