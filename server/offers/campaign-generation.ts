import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import { compileEngine, type OfferEngine } from '../../domain/engine/compile-engine.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { maySkipRowTriggers } from './bulk-load.ts';
import { BatchBuffers } from './campaign-batch-buffers.ts';
import { OfferBatchWriter } from './campaign-batch-writer.ts';
import { encodeOfferBatch, offerTails, type PendingBatch } from './campaign-offer-batch.ts';
import { consumerCopy, readPlan } from './campaign-read-plan.ts';
import { loadEngineConfig } from './engine-config.ts';
import { OfferIds } from './offer-ids.ts';

export interface CampaignGenerationOptions {
  /** Consumers per batch (one transaction each, one ledger row each); 10,000 unless told. */
  readonly batchSize?: number;
  /** Called inside each batch's transaction just before it commits (tests simulate a crash by throwing). */
  readonly beforeCommit?: (batch: number) => void | Promise<void>;
}

export interface CampaignGenerationResult {
  /** Consumers whose batch is written, this run and the runs it resumes. */
  consumers: number;
  /** Offers those batches inserted. */
  offers: number;
}

/** What earlier runs of the campaign committed (offer_generation_batches): a rerun resumes after `last`. */
interface Ledger {
  batches: number;
  consumers: number;
  offers: number;
  last: string | null;
}

async function readLedger(client: pg.PoolClient, campaignId: string): Promise<Ledger> {
  const result = await client.query<Ledger>(
    `select count(*)::int as batches, coalesce(sum(consumers), 0)::int as consumers,
        coalesce(sum(offers), 0)::int as offers,
        (select last_consumer_id::text from offer_generation_batches where campaign_id = $1
          order by batch desc limit 1) as last
       from offer_generation_batches where campaign_id = $1`,
    [campaignId],
  );
  return result.rows[0] ?? { batches: 0, consumers: 0, offers: 0, last: null };
}

/** One run per campaign at a time, across processes: a session advisory lock on the writer connection. */
async function tryLockGeneration(client: pg.PoolClient, campaignId: string): Promise<boolean> {
  const lock = await client.query<{ ok: boolean }>(
    `select pg_try_advisory_lock(hashtext('offer-generation'), hashtext($1)) as ok`,
    [campaignId],
  );
  return lock.rows[0]?.ok === true;
}

const unlockGeneration = (client: pg.PoolClient, campaignId: string) =>
  client
    .query(`select pg_advisory_unlock(hashtext('offer-generation'), hashtext($1))`, [campaignId])
    .then(() => undefined)
    .catch(() => undefined);

/**
 * Hands encoded batches to the writer connections in turn, each batch committing after the one started before it.
 * A connection takes its next batch only when its previous one is done, so memory stays at the batches in flight.
 */
class WritePipeline {
  // Per writer connection, the batch it is writing; and the last batch started (the next commits after it).
  private readonly inflight: (Promise<void> | null)[] = [null, null];
  private lastWrite: Promise<void> | null = null;

  constructor(
    private readonly writers: readonly pg.PoolClient[],
    private readonly writer: OfferBatchWriter,
  ) {}

  async start(pending: PendingBatch): Promise<void> {
    const slot = pending.batch % this.writers.length;
    // The connection's previous batch is done (and a failure of it surfaces here, before anything new starts).
    await this.inflight[slot];
    const started = this.writer.write(pending, this.writers[slot] as pg.PoolClient, this.lastWrite);
    // Handled when awaited; this keeps a failure from being reported as unhandled in between.
    started.catch(() => undefined);
    this.inflight[slot] = started;
    this.lastWrite = started;
  }

  /** Every batch started has committed or rolled back; the first failure, if any, is thrown. */
  async finish(): Promise<void> {
    for (const result of await this.settled()) if (result.status === 'rejected') throw result.reason;
  }

  settled() {
    return Promise.allSettled(this.inflight.filter((write) => write !== null));
  }
}

/**
 * Streams COPY text of the campaign's consumers into `buffers`, calling `onFull` at each full batch; false from it
 * stops the stream (cancelled). Returns whether the whole stream was read.
 */
async function streamConsumers(
  stream: AsyncIterable<Buffer>,
  buffers: BatchBuffers,
  onFull: () => Promise<boolean>,
): Promise<boolean> {
  let rest: Buffer | null = null;
  for await (const chunk of stream) {
    const buf: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
    rest = null;
    let start = 0;
    for (;;) {
      const newline = buf.indexOf(10, start);
      if (newline < 0) {
        if (start < buf.length) rest = buf.subarray(start);
        break;
      }
      buffers.read(buf, start, newline);
      start = newline + 1;
      if (buffers.length === buffers.capacity && !(await onFull())) return false;
    }
  }
  return true;
}

/** Connections the run holds: the writers (the first holds the lock) and the reader streaming consumers. */
interface RunConnections {
  writers: pg.PoolClient[];
  reader: pg.PoolClient | null;
  /** The reader's COPY was abandoned mid-stream: the connection is not fit to go back to the pool. */
  readerBroken: boolean;
}

/**
 * Reads the campaign's consumers after the ledger's last on a reader connection, evaluates them in batches and
 * writes each batch's offers through the pipeline, until the end or a cancel.
 */
async function generateBatches(
  db: Db,
  engine: OfferEngine,
  connections: RunConnections,
  writer: OfferBatchWriter,
  run: { campaignId: string; after: string | null; batches: number; batchSize: number; progress: JobProgress },
): Promise<void> {
  const pool = db.$client;
  const plan = readPlan(engine);
  const buffers = new BatchBuffers(plan, run.batchSize);
  const reader = await pool.connect();
  connections.reader = reader;
  // The second writer only when the pool has one to spare now: never wait for it (a job holding connections
  // while it waits for more could starve whatever else shares the pool). Without it batches are written in turn.
  const spare = pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10) ? pool.connect() : null;
  if (spare) connections.writers.push(await spare);
  const pipeline = new WritePipeline(connections.writers, writer);
  const ids = new OfferIds();
  const tails = offerTails(engine, run.campaignId);
  let batches = run.batches;
  /** The batch in the buffers through the engine, its offers as COPY text, and its write started. */
  const flush = async () => {
    const { offers } = engine.run(buffers.batch());
    const pending = encodeOfferBatch(++batches, buffers, offers, tails, ids);
    buffers.length = 0;
    await pipeline.start(pending);
  };
  try {
    await reader.query('begin');
    // Consumer id order from the index (the rows were written in that order), never a sort of the campaign.
    await reader.query('set local enable_sort = off');
    const stream = reader.query(pgCopy.to(consumerCopy(plan, run.campaignId, run.after)));
    const read = await streamConsumers(stream as AsyncIterable<Buffer>, buffers, async () => {
      await flush();
      return !run.progress.signal.aborted;
    });
    if (read) {
      if (buffers.length > 0 && !run.progress.signal.aborted) await flush();
      await reader.query('commit');
    } else connections.readerBroken = true;
    await pipeline.finish();
  } catch (error) {
    connections.readerBroken = true;
    // The batches being written commit or roll back before their connections go back to the pool.
    await pipeline.settled();
    throw error;
  }
}

/**
 * Generates a campaign's offers at scale (002 §3 processing): the campaign's consumers (bureau_attributes, in
 * consumer id order) stream out of PostgreSQL by COPY on one pooled connection and are read from the bytes into
 * the engine's column buffers; the compiled engine evaluates them in batches, and each batch's offers, COPY text
 * built from bytes with ids made here (offer-ids.ts), go into offers — in one transaction with the batch's ledger
 * row (offer_generation_batches). Two batches are written at once on two connections (when the pool has the second
 * to spare), each committing after the one before it. Memory is that of three batches (two being written while the
 * next is evaluated).
 *
 * Only products of lenders ENROLLED in the campaign count. Resumable and idempotent: a rerun (after a crash, a
 * cancel or a failed batch) starts after the last ledger row's consumer, and an offer already there for the consumer
 * × product is kept, so the offer set is that of one uninterrupted run. Offers are inserted ELIGIBLE with the
 * tier's terms; existing offers are not redacted here (single-consumer re-evaluation is generateOffers).
 *
 * A batch whose consumers all still exist and have no offer of the campaign yet — every batch of a first run — is
 * COPYed straight into offers, its references checked set-based (server/offers/bulk-load.ts: consumers locked FOR
 * KEY SHARE, the campaign, products and tiers locked once) and the row triggers off. Any other batch goes through a
 * staging table and an insert that keeps existing offers, with the foreign-key triggers on. Consumers' offers
 * version (the offers ETag) is bumped only when the campaign's offers are live (OFFERS_ACTIVATED): before that no
 * consumer can have read an offers answer to invalidate (assertOffersAvailable), and a bump is a row update, a
 * trigger and a notification per consumer.
 *
 * Progress: total = the campaign's consumers, advanced per committed batch. When progress.signal is aborted the run
 * stops at the next batch boundary and returns what is done (the caller reads the signal to tell a cancel from the
 * end).
 */
export async function generateCampaignOffers(
  db: Db,
  campaignId: string,
  progress: JobProgress,
  options: CampaignGenerationOptions = {},
): Promise<CampaignGenerationResult> {
  const engine = compileEngine(await loadEngineConfig(db, undefined, campaignId));
  const first = await db.$client.connect();
  const connections: RunConnections = { writers: [first], reader: null, readerBroken: false };
  let locked = false;
  try {
    locked = await tryLockGeneration(first, campaignId);
    if (!locked) throw new Error(`Offer generation is already running for campaign ${campaignId}`);
    const ledger = await readLedger(first, campaignId);
    const total = await first.query<{ n: number }>(
      'select count(*)::int as n from bureau_attributes where campaign_id = $1',
      [campaignId],
    );
    await progress.total(total.rows[0]?.n ?? 0);
    if (ledger.consumers > 0) await progress.advance(ledger.consumers);
    if (progress.signal.aborted) return { consumers: ledger.consumers, offers: ledger.offers };
    if (engine.products.length === 0) {
      await progress.advance((total.rows[0]?.n ?? 0) - ledger.consumers);
      return { consumers: ledger.consumers, offers: ledger.offers };
    }
    const status = await first.query<{ status: string }>('select status from uc_campaigns where id = $1', [campaignId]);
    const writer = new OfferBatchWriter(
      {
        campaignId,
        live: status.rows[0]?.status === 'OFFERS_ACTIVATED',
        skipTriggers: await maySkipRowTriggers(first),
        productIds: engine.products.map((product) => product.id),
        tierIds: engine.products.flatMap((product) => product.tiers.map((tier) => tier.id)),
        progress,
        beforeCommit: options.beforeCommit,
      },
      ledger.consumers,
      ledger.offers,
    );
    const batchSize = options.batchSize ?? 10_000;
    await generateBatches(db, engine, connections, writer, {
      campaignId,
      after: ledger.last,
      batches: ledger.batches,
      batchSize,
      progress,
    });
    return { consumers: writer.consumers, offers: writer.offers };
  } finally {
    if (connections.reader) connections.reader.release(connections.readerBroken ? true : undefined);
    if (locked) await unlockGeneration(first, campaignId);
    for (const client of connections.writers) client.release();
  }
}

/**
 * An order-independent fingerprint of a campaign's ELIGIBLE offers — consumer, product, tier and terms — and their
 * count: equal for two runs that made the same offer set, whatever the order or the batches.
 */
export async function offerSetHash(db: Db, campaignId: string): Promise<{ count: number; hash: string }> {
  const result = await db.$client.query<{ count: number; hash: string }>(
    `select count(*)::int as count, coalesce(sum(('x' || substr(md5(
        consumer_id::text || '|' || product_id::text || '|' || tier_id::text || '|' || terms::text), 1, 15))::bit(60)::bigint
      ), 0)::text as hash
       from offers where campaign_id = $1 and status = 'ELIGIBLE'`,
    [campaignId],
  );
  return result.rows[0] ?? { count: 0, hash: '0' };
}
