import { rm } from 'node:fs/promises';
import type pg from 'pg';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { copyBuffer, maySkipRowTriggers } from './bulk-load.ts';
import { type AnswerLineSink, countLines, scanAnswerLines } from './bureau-answer-file.ts';
import { BureauAnswerReader, UUID } from './bureau-answer-reader.ts';
import { type BureauExchangeOptions, bureauExportFile } from './bureau-exchange.ts';
import { ImportBatch } from './bureau-import-batch.ts';

export interface BureauImportResult {
  rows: number;
  errors: { row: number; message: string }[];
}

const MAX_ERRORS = 10_000;
const NOT_A_CONSUMER = 'consumer_id is not a consumer of Offerwell';
const BA_COLUMNS = 'consumer_id, campaign_id, attributes, state, county, zipcode';

/** Locks the batch's consumers as a foreign-key check would, and says which are missing. */
const LOCK = `with locked as materialized (
    select c.id from consumers c where c.id = any($1::uuid[]) for key share
  )
  select coalesce((select array_agg(b.id::text) from unnest($1::uuid[]) b(id)
                    where b.id not in (select id from locked)), '{}') as missing`;

/** Whether any of the batch's consumers has a row of the campaign already (asked only on a rerun's import). */
const EXISTING = `select exists (select 1 from bureau_attributes ba
    where ba.campaign_id = $1 and ba.consumer_id = any($2::uuid[])) as existing`;

const UPSERT = `insert into bureau_attributes (${BA_COLUMNS})
  select s.consumer_id, s.campaign_id, s.attributes, s.state, s.county, s.zipcode from bureau_staging s
  join consumers c on c.id = s.consumer_id
  on conflict (consumer_id, campaign_id) do update
    set attributes = excluded.attributes, state = excluded.state, county = excluded.county, zipcode = excluded.zipcode`;

/** The rows' problems, the first MAX_ERRORS kept: a bad file must not fill the job's memory with messages. */
class RowErrors {
  readonly kept: BureauImportResult['errors'] = [];
  private count = 0;
  readonly report = (row: number, message: string) => {
    this.count++;
    if (this.kept.length < MAX_ERRORS) this.kept.push({ row, message });
  };
  /** In line order, with a last entry counting those not kept. */
  inLineOrder(): BureauImportResult['errors'] {
    this.kept.sort((a, b) => a.row - b.row);
    if (this.count > this.kept.length)
      this.kept.push({ row: 0, message: `${this.count - this.kept.length} more errors` });
    return this.kept;
  }
}

/**
 * Writes batches of the answer on one connection, one transaction each. Two batches take turns: one is written while
 * the reader fills the other (node and PostgreSQL each on a core).
 */
class BatchWriter implements AnswerLineSink {
  rows = 0;
  private spare = new ImportBatch();
  private inflight: Promise<void> | null = null;
  private staging = false;
  private skipTriggers = false;
  /** The campaign had no bureau row when the import began: batches are COPYed without asking first (store). */
  private firstImport = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly campaignId: string,
    private readonly progress: JobProgress,
    private readonly reader: BureauAnswerReader,
    private readonly errors: RowErrors,
    private readonly batchSize: number,
  ) {}

  async prepare(): Promise<void> {
    this.skipTriggers = await maySkipRowTriggers(this.client);
    const any = await this.client.query<{ any: boolean }>(
      'select exists (select 1 from bureau_attributes where campaign_id = $1) as any',
      [this.campaignId],
    );
    this.firstImport = any.rows[0]?.any === false;
  }

  line(buf: Buffer, start: number, end: number, quoted: boolean): boolean {
    return this.reader.line(buf, start, end, quoted);
  }

  batchFull(): boolean {
    const batch = this.reader.batch;
    return batch.size - batch.dropped >= this.batchSize;
  }

  async sendBatch(): Promise<boolean> {
    const full = this.reader.batch;
    if (this.inflight) await this.inflight;
    this.spare.reset();
    this.reader.batch = this.spare;
    this.spare = full;
    this.inflight = this.write(full);
    // Handled when awaited; this keeps a failure from being reported as unhandled in between.
    this.inflight.catch(() => undefined);
    return !this.progress.signal.aborted;
  }

  /** Waits for the batch being written, then writes what the reader still holds. */
  async finish(): Promise<void> {
    await this.settle();
    const last = this.reader.batch;
    if (last.size > 0 || last.handled > 0) await this.write(last);
  }

  /** Waits for the batch being written; a failure there is the caller's to report (finish), not this wait's. */
  async settle(): Promise<void> {
    const inflight = this.inflight;
    this.inflight = null;
    if (inflight) await inflight;
  }

  private async write(batch: ImportBatch): Promise<void> {
    if (batch.size > 0) {
      await this.client.query('begin');
      try {
        await this.client.query('set local synchronous_commit = off');
        this.rows += await this.store(batch);
        await this.client.query('commit');
      } catch (error) {
        await this.client.query('rollback').catch(() => undefined);
        throw error;
      }
    }
    await this.progress.advance(batch.handled);
  }

  /**
   * A batch whose consumers have no row of the campaign yet is COPYed straight in (row triggers off when allowed,
   * bulk-load.ts); one that replaces rows goes through a staging table and an upsert. On a first import no batch is
   * asked first: the probe of bureau_attributes for the batch's consumers was a third of the import's database time
   * at 1M (and its plan a scan of the growing table once the statistics said it was small). The unique key answers
   * instead: a consumer on two batches' lines fails the COPY (23505), and that batch goes through the upsert.
   */
  private async store(batch: ImportBatch): Promise<number> {
    const { client, campaignId } = this;
    const found = await client.query('select 1 from uc_campaigns where id = $1 for key share', [campaignId]);
    if (found.rowCount === 0) throw new Error(`Campaign ${campaignId} does not exist`);
    const ids = batch.keptIds();
    // By the primary key, never a scan: right after the consumers were loaded their statistics still say the table
    // is small, and the planner scanned all of it for each batch (O(N) a batch, O(N²) the import: 36k blocks a
    // batch at 1M, 20k with the index; EXPLAIN in docs/performance.md).
    await client.query('set local enable_seqscan = off');
    const checked = await client.query<{ missing: string[] }>(LOCK, [ids]);
    await client.query('set local enable_seqscan = on');
    const missing = new Set(checked.rows[0]?.missing ?? []);
    for (const id of missing) this.errors.report(batch.lineOf(id), NOT_A_CONSUMER);
    const data = batch.data(missing);
    const copy = `copy bureau_attributes (${BA_COLUMNS}) from stdin`;
    if (this.firstImport) {
      await client.query('savepoint batch_copy');
      try {
        if (this.skipTriggers) await client.query('set local session_replication_role = replica');
        return await copyBuffer(client, copy, data);
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        // Undoes the COPY and the trigger setting; the consumers' locks stay (taken before the savepoint).
        await client.query('rollback to savepoint batch_copy');
      }
    } else if (!(await client.query<{ existing: boolean }>(EXISTING, [campaignId, ids])).rows[0]?.existing) {
      if (this.skipTriggers) await client.query('set local session_replication_role = replica');
      return copyBuffer(client, copy, data);
    }
    if (!this.staging) {
      await client.query(`create temp table if not exists bureau_staging (consumer_id uuid, campaign_id uuid,
        attributes double precision[], state text, county text, zipcode text) on commit delete rows`);
      this.staging = true;
    }
    await copyBuffer(client, `copy bureau_staging (${BA_COLUMNS}) from stdin`, data);
    return (await client.query(UPSERT)).rowCount ?? 0;
  }
}

/**
 * Reads the bureau's answer file (CSV: consumer_id,state,county,zipcode and attribute columns named as in
 * domain/rules/bureau-fields.ts), checks each row, and writes bureau_attributes in batches (one transaction each).
 * Rows with a problem are skipped and reported with their line number in the file (the header is line 1); an empty
 * attribute cell means the bureau has no value; a consumer twice in the file keeps its last line. When the whole
 * file is in (not cancelled), the campaign's export file — the only place PII was in clear — is deleted.
 *
 * Built for a million rows: the file is read as bytes (bureau-answer-file.ts), each row becomes COPY text of
 * bureau_attributes directly (bureau-answer-reader.ts), and a batch's consumers are checked set-based (missing ones
 * reported, present ones locked FOR KEY SHARE) before it is COPYed in (BatchWriter).
 */
export async function importFromBureau(
  db: Db,
  campaignId: string,
  file: string,
  progress: JobProgress,
  options: BureauExchangeOptions = {},
): Promise<BureauImportResult> {
  if (!UUID.test(campaignId)) throw new Error('The campaign id must be a uuid');
  const errors = new RowErrors();
  await progress.total(Math.max(0, (await countLines(file)) - 1));
  const client = await db.$client.connect();
  const reader = new BureauAnswerReader(campaignId, new ImportBatch(), errors.report);
  const writer = new BatchWriter(client, campaignId, progress, reader, errors, options.batchSize ?? 20_000);
  let outcome: Awaited<ReturnType<typeof scanAnswerLines>>;
  try {
    await writer.prepare();
    outcome = await scanAnswerLines(file, writer);
    // An unreadable file stops at its header, before any batch was sent.
    if (outcome === 'unreadable') return { rows: 0, errors: errors.kept };
    if (outcome === 'read') await writer.finish();
    else await writer.settle();
  } finally {
    // A batch being written commits or rolls back before its connection goes back to the pool.
    await writer.settle().catch(() => undefined);
    client.release();
  }
  if (outcome === 'read') await rm(bureauExportFile(campaignId, options), { force: true });
  return { rows: writer.rows, errors: errors.inLineOrder() };
}
