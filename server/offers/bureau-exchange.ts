import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import QueryStream from 'pg-query-stream';
import {
  BUREAU_FIELDS,
  type BureauFieldName,
  canonicalField,
  isDerivedField,
} from '../../domain/rules/bureau-fields.ts';
import { open } from '../auth/secret-box.ts';
import type { Db } from '../db/pool.ts';
import { BUREAU_VECTOR_FIELDS, bureauPosition, toBureauVector } from '../db/schema/bureau-vector.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { ByteWriter, copyBuffer, maySkipRowTriggers } from './bulk-load.ts';
import { splitCsvLine } from './csv-line.ts';

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
const NULL_CELL = Buffer.from('NULL,', 'latin1');
const VECTOR_LENGTH = BUREAU_VECTOR_FIELDS.length;
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

const BA_COLUMNS = 'consumer_id, campaign_id, attributes, state, county, zipcode';

/** Locks the batch's consumers as a foreign-key check would, and says which are missing and whether any is in. */
const CHECK = `with locked as materialized (
    select c.id from consumers c where c.id = any($2::uuid[]) for key share
  )
  select coalesce((select array_agg(b.id::text) from unnest($2::uuid[]) b(id)
                    where b.id not in (select id from locked)), '{}') as missing,
    exists (select 1 from bureau_attributes ba where ba.campaign_id = $1 and ba.consumer_id = any($2::uuid[]))
      as existing`;

const UPSERT = `insert into bureau_attributes (${BA_COLUMNS})
  select s.consumer_id, s.campaign_id, s.attributes, s.state, s.county, s.zipcode from bureau_staging s
  join consumers c on c.id = s.consumer_id
  on conflict (consumer_id, campaign_id) do update
    set attributes = excluded.attributes, state = excluded.state, county = excluded.county, zipcode = excluded.zipcode`;

interface AttributeColumn {
  /** The cell of the file's row. */
  index: number;
  /** Where the value goes in the stored vector (server/db/schema/bureau-vector.ts), 1-based. */
  position: number;
  name: BureauFieldName;
  min: number;
  max: number;
}

/**
 * The file's attribute columns in vector order, one per field (a field named twice keeps its last column, as the
 * jsonb object it used to be written as did).
 */
function vectorColumns(columns: AttributeColumn[]): AttributeColumn[] {
  const byPosition = new Map<number, AttributeColumn>();
  for (const column of columns) byPosition.set(column.position, column);
  return [...byPosition.values()].sort((a, b) => a.position - b.position);
}

/** One batch of checked rows, as COPY text of bureau_attributes (consumer_id first), and where each row is. */
class ImportBatch {
  readonly out = new ByteWriter(4 << 20);
  starts: number[] = [];
  lines: number[] = [];
  ids: string[] = [];
  /** Consumer id → row in the batch: a consumer twice in a batch keeps its later line (as the upsert would). */
  readonly at = new Map<string, number>();
  dropped = 0;
  handled = 0;
  get size() {
    return this.starts.length;
  }
  reset() {
    this.out.reset();
    this.starts = [];
    this.lines = [];
    this.ids = [];
    this.at.clear();
    this.dropped = 0;
    this.handled = 0;
  }
  /** Adds the row written from `start` to the end of `out`. */
  add(id: string, line: number, start: number) {
    const earlier = this.at.get(id);
    if (earlier !== undefined) {
      this.ids[earlier] = '';
      this.dropped++;
    }
    this.at.set(id, this.starts.length);
    this.starts.push(start);
    this.lines.push(line);
    this.ids.push(id);
  }
  /** The rows kept (not superseded, not in `missing`), COPY text. */
  data(missing: ReadonlySet<string>): Buffer {
    if (this.dropped === 0 && missing.size === 0) return this.out.buffer.subarray(0, this.out.length);
    const kept = new ByteWriter(this.out.length);
    for (let row = 0; row < this.starts.length; row++) {
      const id = this.ids[row] as string;
      if (id === '' || missing.has(id)) continue;
      kept.bytes(this.out.buffer, this.starts[row] as number, (this.starts[row + 1] ?? this.out.length) as number);
    }
    return kept.buffer.subarray(0, kept.length);
  }
  keptIds(): string[] {
    return this.ids.filter((id) => id !== '');
  }
}

const isSpace = (byte: number) => byte === 32 || byte === 9 || byte === 13 || byte === 11 || byte === 12;
const isDigit = (byte: number) => byte >= 48 && byte <= 57;
const isHex = (byte: number) => isDigit(byte) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70);
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A canonical decimal (`-?(0|[1-9]\d*)(\.\d*[1-9])?`, at most 15 digits) read from bytes, or NaN for anything else
 * (the caller then reads the cell as JavaScript's Number would). Canonical text is copied as it is: double precision
 * reads it to the same double as Number(text) does.
 */
function canonicalNumber(buf: Buffer, start: number, end: number): number {
  let at = start;
  let negative = false;
  if (buf[at] === 45) {
    negative = true;
    at++;
  }
  if (at >= end || !isDigit(buf[at] as number)) return Number.NaN;
  if (buf[at] === 48 && at + 1 < end && buf[at + 1] !== 46) return Number.NaN;
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  for (; at < end && isDigit(buf[at] as number); at++, digits++) mantissa = mantissa * 10 + ((buf[at] as number) - 48);
  if (at < end) {
    if (buf[at] !== 46 || at + 1 >= end || buf[end - 1] === 48) return Number.NaN;
    for (at++; at < end; at++, digits++, scale++) {
      if (!isDigit(buf[at] as number)) return Number.NaN;
      mantissa = mantissa * 10 + ((buf[at] as number) - 48);
    }
  }
  if (digits > 15 || (negative && mantissa === 0)) return Number.NaN;
  const value = scale === 0 ? mantissa : mantissa / (POW10[scale] as number);
  return negative ? -value : value;
}

/**
 * Reads the bureau's answer file (CSV: consumer_id,state,county,zipcode and attribute columns named as in
 * domain/rules/bureau-fields.ts), checks each row, and writes bureau_attributes in batches (one transaction each).
 * Rows with a problem are skipped and reported with their line number in the file (the header is line 1); an empty
 * attribute cell means the bureau has no value; a consumer twice in the file keeps its last line. When the whole
 * file is in (not cancelled), the campaign's export file — the only place PII was in clear — is deleted.
 *
 * Built for a million rows: the file is read as bytes (a line with quotes goes through a full CSV split), each row
 * becomes COPY text of bureau_attributes directly, and a batch's consumers are checked set-based (missing ones
 * reported, present ones locked FOR KEY SHARE). A batch whose consumers have no row of the campaign yet — a first
 * import — is COPYed straight into bureau_attributes with the row triggers off (server/offers/bulk-load.ts); a
 * rerun's batch goes through a staging table and an upsert that replaces the campaign's rows.
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
  if (!UUID.test(campaignId)) throw new Error('The campaign id must be a uuid');
  await progress.total(Math.max(0, (await countLines(file)) - 1));
  const client = await db.$client.connect();
  let rows = 0;
  let cancelled = false;
  const campaign = Buffer.from(`\t${campaignId}\t`, 'latin1');
  let inflight: Promise<void> | null = null;
  try {
    const skipTriggers = await maySkipRowTriggers(client);
    let staging = false;
    // Two batches: one is written while the next is read (node and PostgreSQL each on a core).
    let batch = new ImportBatch();
    let spare = new ImportBatch();
    const write = async (batch: ImportBatch) => {
      if (batch.size === 0) {
        await progress.advance(batch.handled);
        return;
      }
      await client.query('begin');
      try {
        await client.query('set local synchronous_commit = off');
        const found = await client.query('select 1 from uc_campaigns where id = $1 for key share', [campaignId]);
        if (found.rowCount === 0) throw new Error(`Campaign ${campaignId} does not exist`);
        const ids = batch.keptIds();
        const checked = await client.query<{ missing: string[]; existing: boolean }>(CHECK, [campaignId, ids]);
        const missing = new Set(checked.rows[0]?.missing ?? []);
        for (const id of missing) report(batch.lines[batch.at.get(id) as number] as number, NOT_A_CONSUMER);
        const data = batch.data(missing);
        if (checked.rows[0]?.existing) {
          if (!staging) {
            await client.query(`create temp table if not exists bureau_staging (consumer_id uuid, campaign_id uuid,
              attributes double precision[], state text, county text, zipcode text) on commit delete rows`);
            staging = true;
          }
          await copyBuffer(client, `copy bureau_staging (${BA_COLUMNS}) from stdin`, data);
          rows += (await client.query(UPSERT)).rowCount ?? 0;
        } else {
          if (skipTriggers) await client.query('set local session_replication_role = replica');
          rows += await copyBuffer(client, `copy bureau_attributes (${BA_COLUMNS}) from stdin`, data);
        }
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      await progress.advance(batch.handled);
    };

    let line = 0;
    let width = -1;
    let attributeAt: AttributeColumn[] = [];
    let required: number[] = [];
    // Cell boundaries of the current line (fast path).
    let cellStart = new Int32Array(64);
    let cellEnd = new Int32Array(64);

    const header = (cells: string[]): boolean => {
      const names = cells.map((cell) => cell.trim());
      const missing = REQUIRED.filter((name) => !names.includes(name));
      if (missing.length > 0) {
        report(1, `The header lacks ${missing.join(', ')}`);
        return false;
      }
      width = names.length;
      required = REQUIRED.map((name) => names.indexOf(name));
      attributeAt = [];
      names.forEach((name, index) => {
        if ((REQUIRED as readonly string[]).includes(name)) return;
        const field = canonicalField(name);
        if (field === null || isDerivedField(field)) report(1, `Unknown bureau field '${name}': column ignored`);
        else
          attributeAt.push({
            index,
            position: bureauPosition(field),
            name: field,
            ...(FIELD_RANGE.get(field) as { min: number; max: number }),
          });
      });
      attributeAt = vectorColumns(attributeAt);
      if (cellStart.length < width) {
        cellStart = new Int32Array(width);
        cellEnd = new Int32Array(width);
      }
      return true;
    };

    /** A row read with a full CSV split (quotes, non-canonical cells): checked and written from strings. */
    const slowRow = (cells: string[]) => {
      const checked = checkRow(cells, width, required, attributeAt);
      if (!checked.ok) return report(line, checked.message);
      const [id, state, county, zipcode] = required.map((index) => (cells[index] as string).trim()) as string[];
      const lower = (id as string).toLowerCase();
      const out = batch.out;
      const rowStart = out.length;
      out.ascii(lower);
      out.bytes(campaign);
      out.ascii(checked.vector);
      out.byte(9);
      out.ascii((state as string).toUpperCase());
      out.byte(9);
      out.utf8(copyCell(county as string));
      out.byte(9);
      out.utf8(copyCell(zipcode as string));
      out.byte(10);
      batch.add(lower, line, rowStart);
    };

    /**
     * One data line [start, end) of `buf` (no line break), `quoted` when it has a quote character; false when the
     * file cannot be read further.
     */
    const row = (buf: Buffer, start: number, end: number, quoted: boolean): boolean => {
      line++;
      if (start === end) return true;
      if (width < 0) return header(splitCsvLine(buf.toString('utf8', start, end)));
      batch.handled++;
      if (quoted) {
        slowRow(splitCsvLine(buf.toString('utf8', start, end)));
        return true;
      }
      let cells = 0;
      let from = start;
      for (;;) {
        const comma = buf.indexOf(44, from);
        const to = comma < 0 || comma >= end ? end : comma;
        if (cells < cellStart.length) {
          let s = from;
          let e = to;
          while (s < e && isSpace(buf[s] as number)) s++;
          while (e > s && isSpace(buf[e - 1] as number)) e--;
          cellStart[cells] = s;
          cellEnd[cells] = e;
        }
        cells++;
        if (to === end) break;
        from = to + 1;
      }
      if (cells !== width) {
        report(line, 'The row does not have the same number of cells as the header');
        return true;
      }
      const [idAt, stateAt, countyAt, zipAt] = required as [number, number, number, number];
      // consumer_id: a uuid.
      const idStart = cellStart[idAt] as number;
      let idOk = (cellEnd[idAt] as number) - idStart === 36;
      for (let k = 0; idOk && k < 36; k++) {
        const byte = buf[idStart + k] as number;
        idOk = k === 8 || k === 13 || k === 18 || k === 23 ? byte === 45 : isHex(byte);
      }
      if (!idOk) {
        report(line, 'consumer_id must be a uuid');
        return true;
      }
      const stateStart = cellStart[stateAt] as number;
      const letter = (byte: number) => (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122);
      if (
        (cellEnd[stateAt] as number) - stateStart !== 2 ||
        !letter(buf[stateStart] as number) ||
        !letter(buf[stateStart + 1] as number)
      ) {
        report(line, 'state must be a two-letter state code');
        return true;
      }
      const zipStart = cellStart[zipAt] as number;
      const zipLength = (cellEnd[zipAt] as number) - zipStart;
      if (zipLength !== 0) {
        let zipOk = zipLength === 5 || (zipLength === 10 && buf[zipStart + 5] === 45);
        for (let k = 0; zipOk && k < zipLength; k++) zipOk = k === 5 || isDigit(buf[zipStart + k] as number);
        if (!zipOk) {
          report(line, 'zipcode must be a 5-digit zip code');
          return true;
        }
      }
      const countyStart = cellStart[countyAt] as number;
      const countyEnd = cellEnd[countyAt] as number;
      for (let k = countyStart; k < countyEnd; k++) {
        const byte = buf[k] as number;
        if (byte === 92 || byte === 9) {
          // A county to escape for COPY: the string path does it.
          slowRow(splitCsvLine(buf.toString('utf8', start, end)));
          return true;
        }
      }
      const id = buf.toString('latin1', idStart, idStart + 36).toLowerCase();
      const out = batch.out;
      const rowStart = out.length;
      out.ascii(id);
      out.bytes(campaign);
      // The vector (bureau-vector.ts): every position, NULL where the file has no column or an empty cell.
      out.byte(123);
      let position = 1;
      for (const attribute of attributeAt) {
        for (; position < attribute.position; position++) out.bytes(NULL_CELL);
        position++;
        const s = cellStart[attribute.index] as number;
        const e = cellEnd[attribute.index] as number;
        if (s === e) {
          out.bytes(NULL_CELL);
          continue;
        }
        let value = canonicalNumber(buf, s, e);
        const canonical = !Number.isNaN(value);
        if (!canonical) value = Number(buf.toString('utf8', s, e));
        if (!Number.isFinite(value) || value < attribute.min || value > attribute.max) {
          out.length = rowStart;
          report(line, `${attribute.name} must be a number from ${attribute.min} to ${attribute.max}`);
          return true;
        }
        if (canonical) out.bytes(buf, s, e);
        else out.ascii(`${value}`);
        out.byte(44);
      }
      for (; position <= VECTOR_LENGTH; position++) out.bytes(NULL_CELL);
      // The last cell's comma becomes the closing brace.
      out.buffer[out.length - 1] = 125;
      out.byte(9);
      out.byte((buf[stateStart] as number) & 0xdf);
      out.byte((buf[stateStart + 1] as number) & 0xdf);
      out.byte(9);
      if (countyStart === countyEnd) out.ascii('\\N');
      else out.bytes(buf, countyStart, countyEnd);
      out.byte(9);
      if (zipLength === 0) out.ascii('\\N');
      else out.bytes(buf, zipStart, zipStart + zipLength);
      out.byte(10);
      batch.add(id, line, rowStart);
      return true;
    };

    // The file as bytes, line by line; a line with an open quote continues on the next (a quoted line break).
    let rest: Buffer | null = null;
    reading: for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
      const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      let start = 0;
      let search = 0;
      let quotes = 0;
      // The next quote character of the chunk: searched once per quote, not once per line (a search from each line
      // runs to the end of a chunk without quotes — quadratic in the chunk).
      let quoteAt = buf.indexOf(34);
      for (;;) {
        const newline = buf.indexOf(10, search);
        if (newline < 0) {
          rest = buf.subarray(start);
          break;
        }
        for (; quoteAt >= 0 && quoteAt < newline; quoteAt = buf.indexOf(34, quoteAt + 1)) quotes++;
        if (quotes % 2 === 1) {
          search = newline + 1;
          continue;
        }
        const end = newline > start && buf[newline - 1] === 13 ? newline - 1 : newline;
        const ok = row(buf, start, end, quotes > 0);
        start = newline + 1;
        search = start;
        quotes = 0;
        if (!ok) return { rows: 0, errors };
        if (batch.size - batch.dropped >= batchSize) {
          const full = batch;
          if (inflight) await inflight;
          batch = spare;
          batch.reset();
          spare = full;
          inflight = write(full);
          // Handled when awaited; this keeps a failure from being reported as unhandled in between.
          inflight.catch(() => undefined);
          if (progress.signal.aborted) {
            cancelled = true;
            break reading;
          }
        }
      }
    }
    if (!cancelled && rest !== null && rest.length > 0) {
      const end = rest[rest.length - 1] === 13 ? rest.length - 1 : rest.length;
      if (!row(rest, 0, end, rest.indexOf(34) >= 0)) return { rows: 0, errors };
    }
    if (inflight) await inflight;
    inflight = null;
    if (!cancelled && (batch.size > 0 || batch.handled > 0)) await write(batch);
  } finally {
    // A batch being written commits or rolls back before its connection goes back to the pool.
    if (inflight) await (inflight as Promise<void>).catch(() => undefined);
    client.release();
  }
  errors.sort((a, b) => a.row - b.row);
  if (errorCount > errors.length) errors.push({ row: 0, message: `${errorCount - errors.length} more errors` });
  if (!cancelled) await rm(bureauExportFile(campaignId, options), { force: true });
  return { rows, errors };
}

const NOT_A_CONSUMER = 'consumer_id is not a consumer of Offerwell';

type RowCheck = { ok: true; vector: string } | { ok: false; message: string };
const fail = (message: string): RowCheck => ({ ok: false, message });

/** The row's problem, or the attributes' vector text (bureau-vector.ts) when it has none. */
function checkRow(
  cells: readonly string[],
  width: number,
  required: readonly number[],
  attributes: readonly AttributeColumn[],
): RowCheck {
  if (cells.length !== width) return fail('The row does not have the same number of cells as the header');
  const [id, state, , zipcode] = required.map((index) => (cells[index] as string).trim());
  if (!UUID.test(id as string)) return fail('consumer_id must be a uuid');
  if (!/^[A-Za-z]{2}$/.test(state as string)) return fail('state must be a two-letter state code');
  if (zipcode !== '' && !/^\d{5}(-\d{4})?$/.test(zipcode as string)) return fail('zipcode must be a 5-digit zip code');
  const values: Record<string, number> = {};
  for (const { index, name, min, max } of attributes) {
    const cell = (cells[index] as string).trim();
    if (cell === '') continue;
    const value = Number(cell);
    if (!Number.isFinite(value) || value < min || value > max)
      return fail(`${name} must be a number from ${min} to ${max}`);
    values[name] = value;
  }
  return { ok: true, vector: toBureauVector(values) };
}
