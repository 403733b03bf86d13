// Drizzle's own row mapper (exported at run time, not in its typings): the streamed rows are typed as its queries' are.
// @ts-expect-error mapResultRow has no declaration in drizzle-orm/utils.d.ts
import { mapResultRow } from 'drizzle-orm/utils';
import Papa from 'papaparse';
import type pg from 'pg';
import { attachmentHeaders, CSV_TYPE, csvAttachment, UTF8_BOM } from './attachment.ts';

/** Rows read from the cursor at a time: a CSV chunk of a few hundred KB. */
const BATCH_ROWS = 2_000;
/** The first read is smaller: the download starts (and the browser shows it) before a whole batch is written. */
const FIRST_BATCH_ROWS = 200;

/** The parts of drizzle's prepared node-postgres query a cursor needs (its SQL, parameters, type parsers, fields). */
interface PreparedParts {
  client: pg.Pool | pg.PoolClient;
  queryConfig: { text: string; types: unknown };
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap: Record<string, boolean> | undefined;
}

type MapRow = (fields: unknown, row: unknown[], joins: Record<string, boolean> | undefined) => unknown;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** CSV lines of some rows (no header), each cell guarded against formulas as the whole-file writer guards them. */
export function csvLines(rows: readonly object[], keys: readonly string[]): string {
  if (rows.length === 0) return '';
  const data = rows.map((row) => keys.map((key) => cell((row as Record<string, unknown>)[key])));
  return `${Papa.unparse(data, { escapeFormulae: true })}\r\n`;
}

/** The CSV's chunks: the header, then a chunk per batch of rows read from one cursor over the query. */
async function* csvChunks<TRow, TOut extends object>(
  prepared: PreparedParts,
  toRow: (row: TRow) => TOut,
  columns: Readonly<Record<string, string>> | undefined,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  // Without declared columns the first row's fields are the header (as the whole-file writer does).
  let keys = columns ? Object.keys(columns) : undefined;
  const head = (names: readonly string[]) =>
    encoder.encode(`${UTF8_BOM}${Papa.unparse([names], { escapeFormulae: true })}\r\n`);
  if (columns) yield head(Object.values(columns));
  const source = prepared.client;
  // A transaction's connection belongs to its owner; otherwise the cursor holds a pool connection of its own.
  const owned = !('release' in source);
  const client = owned ? await (source as pg.Pool).connect() : (source as pg.PoolClient);
  const { types } = prepared.queryConfig as { types: pg.CustomTypesConfig | undefined };
  // A declared cursor, not a protocol portal: PostgreSQL plans a DECLARE for its first rows (cursor_tuple_fraction),
  // a portal for all of them, so where a sort and an index scan cost about the same over every row, the export still
  // starts from the index instead of sorting everything before its first byte.
  let open = false;
  let failure: Error | undefined;
  try {
    if (owned) await client.query('begin read only');
    await client.query({
      text: `declare csv_export no scroll cursor for ${prepared.queryConfig.text}`,
      values: prepared.params,
      types,
    });
    open = true;
    for (let size = FIRST_BATCH_ROWS; ; size = BATCH_ROWS) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${size} from csv_export`,
        rowMode: 'array',
        types,
      });
      const batch = rows.map((row) =>
        toRow((mapResultRow as MapRow)(prepared.fields, row, prepared.joinsNotNullableMap) as TRow),
      );
      if (!keys && batch[0]) {
        keys = Object.keys(batch[0]);
        yield head(keys);
      }
      if (batch.length > 0) yield encoder.encode(csvLines(batch, keys ?? []));
      if (rows.length < size) break;
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // Also reached when the client goes away mid-download (the generator is returned): the cursor is closed first.
    if (owned) {
      if (!failure) await client.query('commit').catch((error: Error) => (failure = error));
      (client as pg.PoolClient).release(failure);
    } else if (open && !failure) await client.query('close csv_export');
  }
}

/**
 * Every row of a list query as a streamed CSV download: one PostgreSQL cursor (one snapshot, so rows inserted while
 * it streams neither repeat nor shift), read 2,000 rows at a time, each batch mapped as drizzle maps its rows and
 * written before the next is read. Memory stays one batch whatever the row count, and the first bytes leave before
 * the query has finished (issue 31 item 3: 100,000 rows within 256 MB).
 */
export function csvStreamResponse<TRow, TOut extends object>(
  /** A drizzle select on a node-postgres database (any stage of the builder: where, order, limit). */
  query: { toSQL(): { sql: string } },
  toRow: (row: TRow) => TOut,
  fileName: string,
  columns?: Readonly<Record<string, string>>,
): Response {
  const prepared = (query as unknown as { _prepare(): PreparedParts })._prepare();
  const chunks = csvChunks(prepared, toRow, columns);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    // The client went away: returning the generator runs its finally (cursor closed, connection back to the pool).
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, { headers: attachmentHeaders(`${CSV_TYPE}; charset=utf-8`, fileName) });
}

/** Rows already in memory (a report assembled per lead) as a CSV download, written by the same cell rules. */
export function csvResponse(
  rows: readonly object[],
  name: string,
  columns?: Readonly<Record<string, string>>,
): Response {
  const keys = columns ? Object.keys(columns) : Object.keys(rows[0] ?? {});
  const header = Papa.unparse([columns ? Object.values(columns) : keys], { escapeFormulae: true });
  return csvAttachment(`${header}\r\n${csvLines(rows, keys)}`, `${name}.csv`);
}
