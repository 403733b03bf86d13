import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Papa from 'papaparse';
import pgCopy from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';
import {
  BUREAU_FIELDS,
  type BureauFieldName,
  canonicalField,
  isDerivedField,
} from '../../domain/rules/bureau-fields.ts';
import { open } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';

export interface BureauExchangeOptions {
  /** Where exchange files live (DATA_DIR of server/env.ts): <dataDir>/bureau/<campaign id>/. */
  readonly dataDir?: string;
  /**
   * The sealing key. Given, the export carries what a real bureau matches on (address, SSN, date of birth) opened
   * from the sealed `pii`; absent (the sandbox bureau, which needs only the consumer id), nothing sealed is opened.
   */
  readonly encryptionKey?: Buffer;
  /** Rows per transaction of the import; 20,000 unless told. */
  readonly batchSize?: number;
}

export interface BureauImportResult {
  rows: number;
  errors: { row: number; message: string }[];
}

const dataDirOf = (options: BureauExchangeOptions) => options.dataDir ?? process.env.DATA_DIR ?? '.data';

/** The campaign's export file: one per campaign, deleted by the import that follows it. */
export const bureauExportFile = (campaignId: string, options: BureauExchangeOptions = {}) =>
  path.join(dataDirOf(options), 'bureau', campaignId, 'export.csv');

const csvCell = (value: string | null | undefined) => {
  const text = value ?? '';
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const SEALED_COLUMNS = ['street', 'city', 'county', 'state', 'zipcode', 'ssn', 'dob'] as const;

/**
 * Writes the campaign's consumers (consumers.campaign_id) to the bureau export file, streamed from a cursor:
 * consumer_id, first and last name, and — only with an encryption key — the address, SSN and date of birth opened
 * from the sealed pii. The file is private to the server's user (0600) and holds PII in clear only until the
 * import of the bureau's answer deletes it.
 */
export async function exportToBureau(
  db: Db,
  campaignId: string,
  progress: JobProgress,
  options: BureauExchangeOptions = {},
): Promise<{ file: string; rows: number }> {
  const file = bureauExportFile(campaignId, options);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const count = await db.$client.query<{ n: number }>(
    'select count(*)::int as n from consumers where campaign_id = $1',
    [campaignId],
  );
  await progress.total(count.rows[0]?.n ?? 0);
  const key = options.encryptionKey;
  const out = createWriteStream(file, { mode: 0o600 });
  const failed = once(out, 'error').then(([error]) => Promise.reject(error));
  failed.catch(() => undefined);
  out.write(`${['consumer_id', 'first_name', 'last_name', ...(key ? SEALED_COLUMNS : [])].join(',')}\n`);
  const client = await db.$client.connect();
  let rows = 0;
  let pending = 0;
  try {
    const stream = client.query(
      new QueryStream(
        `select id::text, first_name, last_name${key ? ', pii' : ''} from consumers where campaign_id = $1 order by id`,
        [campaignId],
        { batchSize: 1000, rowMode: 'array' },
      ),
    );
    for await (const row of stream as AsyncIterable<(string | null)[]>) {
      const cells = [row[0], row[1], row[2]];
      if (key) {
        const pii = row[3] ? (JSON.parse(open(key, row[3])) as Record<string, string | undefined>) : {};
        for (const column of SEALED_COLUMNS) cells.push(pii[column] ?? null);
      }
      rows++;
      pending++;
      if (!out.write(`${cells.map(csvCell).join(',')}\n`)) await Promise.race([once(out, 'drain'), failed]);
      if (pending === 10_000) {
        await progress.advance(pending);
        pending = 0;
      }
    }
  } finally {
    client.release();
    out.end();
  }
  await Promise.race([once(out, 'finish'), failed]);
  if (pending > 0) await progress.advance(pending);
  return { file, rows };
}

const REQUIRED = ['consumer_id', 'state', 'county', 'zipcode'] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ERRORS = 10_000;
const FIELD_RANGE = new Map<string, { min: number; max: number }>(BUREAU_FIELDS.map((f) => [f.name, f]));

/** COPY text format: backslash, tab and line breaks escaped. */
const copyCell = (value: string) =>
  value === ''
    ? '\\N'
    : value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char] as string);

async function countLines(file: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return lines;
}

const UPSERT = `with valid as (
    select distinct on (s.consumer_id) s.* from bureau_staging s join consumers c on c.id = s.consumer_id
     order by s.consumer_id, s.line desc
  ), upserted as (
    insert into bureau_attributes (consumer_id, campaign_id, attributes, state, county, zipcode)
    select consumer_id, $1, attributes, state, county, zipcode from valid
    on conflict (consumer_id, campaign_id) do update
      set attributes = excluded.attributes, state = excluded.state, county = excluded.county, zipcode = excluded.zipcode
    returning 1
  )
  select (select count(*) from upserted)::int as rows,
    coalesce((select array_agg(s.line order by s.line) from bureau_staging s
               where not exists (select 1 from consumers c where c.id = s.consumer_id)), '{}') as missing`;

/**
 * Reads the bureau's answer file (CSV: consumer_id,state,county,zipcode and attribute columns named as in
 * domain/rules/bureau-fields.ts) streamed through papaparse, checks each row, and writes bureau_attributes in
 * batches: COPY into a temporary staging table, then one upsert (a rerun replaces the campaign's rows). Rows with a
 * problem are skipped and reported with their line number in the file (the header is line 1); an empty attribute
 * cell means the bureau has no value. When the whole file is in (not cancelled), the campaign's export file — the
 * only place PII was in clear — is deleted.
 */
export async function importFromBureau(
  db: Db,
  campaignId: string,
  file: string,
  progress: JobProgress,
  options: BureauExchangeOptions = {},
): Promise<BureauImportResult> {
  const batchSize = options.batchSize ?? 20_000;
  const errors: BureauImportResult['errors'] = [];
  let errorCount = 0;
  const report = (row: number, message: string) => {
    errorCount++;
    if (errors.length < MAX_ERRORS) errors.push({ row, message });
  };
  await progress.total(Math.max(0, (await countLines(file)) - 1));
  const client = await db.$client.connect();
  let rows = 0;
  let cancelled = false;
  try {
    await client.query(`create temp table if not exists bureau_staging (line int, consumer_id uuid, state text,
      county text, zipcode text, attributes jsonb) on commit delete rows`);
    const write = async (text: string, handled: number) => {
      if (text === '') {
        await progress.advance(handled);
        return;
      }
      await client.query('begin');
      try {
        await client.query('set local synchronous_commit = off');
        await pipeline(
          Readable.from([text]),
          client.query(
            pgCopy.from('copy bureau_staging (line, consumer_id, state, county, zipcode, attributes) from stdin'),
          ),
        );
        // Statistics of the batch, so the planner probes consumers by key instead of scanning them.
        await client.query('analyze bureau_staging');
        const result = await client.query<{ rows: number; missing: number[] }>(UPSERT, [campaignId]);
        await client.query('commit');
        rows += result.rows[0]?.rows ?? 0;
        for (const line of result.rows[0]?.missing ?? []) report(line, 'consumer_id is not a consumer of Offerwell');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      await progress.advance(handled);
    };

    let line = 0;
    let header: string[] | null = null;
    let attributeAt: { index: number; name: BureauFieldName; min: number; max: number }[] = [];
    let required: number[] = [];
    let text = '';
    let inBatch = 0;
    let handled = 0;
    reading: for await (const chunk of csvChunks(file)) {
      for (const cells of chunk) {
        line++;
        if (cells.length === 1 && cells[0] === '') continue;
        if (header === null) {
          header = cells.map((cell) => cell.trim());
          const missing = REQUIRED.filter((name) => !header?.includes(name));
          if (missing.length > 0) {
            report(1, `The header lacks ${missing.join(', ')}`);
            return { rows: 0, errors };
          }
          required = REQUIRED.map((name) => header?.indexOf(name) as number);
          attributeAt = [];
          header.forEach((name, index) => {
            if ((REQUIRED as readonly string[]).includes(name)) return;
            const field = canonicalField(name);
            if (field === null || isDerivedField(field)) report(1, `Unknown bureau field '${name}': column ignored`);
            else attributeAt.push({ index, name: field, ...(FIELD_RANGE.get(field) as { min: number; max: number }) });
          });
          continue;
        }
        handled++;
        const checked = checkRow(cells, header.length, required, attributeAt);
        if (!checked.ok) report(line, checked.message);
        else {
          const [id, state, county, zipcode] = required.map((index) => (cells[index] as string).trim()) as string[];
          text += `${line}\t${id}\t${(state as string).toUpperCase()}\t${copyCell(county as string)}\t${copyCell(zipcode as string)}\t${checked.json}\n`;
          inBatch++;
        }
        if (inBatch === batchSize) {
          await write(text, handled);
          text = '';
          inBatch = 0;
          handled = 0;
          if (progress.signal.aborted) {
            cancelled = true;
            break reading;
          }
        }
      }
    }
    if (!cancelled && (inBatch > 0 || handled > 0)) await write(text, handled);
  } finally {
    client.release();
  }
  errors.sort((a, b) => a.row - b.row);
  if (errorCount > errors.length) errors.push({ row: 0, message: `${errorCount - errors.length} more errors` });
  if (!cancelled) await rm(bureauExportFile(campaignId, options), { force: true });
  return { rows, errors };
}

/**
 * The file's rows in papaparse's chunks, the parser paused while the consumer works on a chunk: memory is a chunk,
 * whatever the file's size (papaparse's Node stream mode does not wait for its reader).
 */
async function* csvChunks(file: string): AsyncGenerator<string[][], void, undefined> {
  const input = createReadStream(file, 'utf8');
  const queue: (string[][] | Error | null)[] = [];
  let parser: Papa.Parser | null = null;
  let wake: (() => void) | null = null;
  const push = (item: string[][] | Error | null) => {
    queue.push(item);
    wake?.();
  };
  Papa.parse<string[]>(input as unknown as File, {
    chunk: (results, chunkParser) => {
      parser = chunkParser;
      chunkParser.pause();
      push(results.data);
    },
    complete: () => push(null),
    error: (error: Error) => push(error),
  });
  input.once('error', (error) => push(error));
  try {
    for (;;) {
      if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const item = queue.shift();
      if (item === null || item === undefined) return;
      if (item instanceof Error) throw item;
      yield item;
      (parser as Papa.Parser | null)?.resume();
    }
  } finally {
    input.destroy();
  }
}

type RowCheck = { ok: true; json: string } | { ok: false; message: string };
const fail = (message: string): RowCheck => ({ ok: false, message });

/** The row's problem, or the attributes' JSON text when it has none. */
function checkRow(
  cells: readonly string[],
  width: number,
  required: readonly number[],
  attributes: readonly { index: number; name: BureauFieldName; min: number; max: number }[],
): RowCheck {
  if (cells.length !== width) return fail('The row does not have the same number of cells as the header');
  const [id, state, , zipcode] = required.map((index) => (cells[index] as string).trim());
  if (!UUID.test(id as string)) return fail('consumer_id must be a uuid');
  if (!/^[A-Za-z]{2}$/.test(state as string)) return fail('state must be a two-letter state code');
  if (zipcode !== '' && !/^\d{5}(-\d{4})?$/.test(zipcode as string)) return fail('zipcode must be a 5-digit zip code');
  let json = '{';
  for (const { index, name, min, max } of attributes) {
    const cell = (cells[index] as string).trim();
    if (cell === '') continue;
    const value = Number(cell);
    if (!Number.isFinite(value) || value < min || value > max)
      return fail(`${name} must be a number from ${min} to ${max}`);
    json += `${json.length > 1 ? ',' : ''}"${name}":${value}`;
  }
  return { ok: true, json: `${json}}` };
}
