import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import { compileEngine, type OfferEngine } from '../../domain/engine/compile-engine.ts';
import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import { type OfferChunk, streamOffersAsync } from '../../domain/engine/stream-offers.ts';
import { type BureauFieldName, isDerivedField } from '../../domain/rules/bureau-fields.ts';
import type { Db } from '../db/pool.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { loadEngineConfig } from './engine-config.ts';

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

/** Attributes the derived fields read besides the stated data (domain/engine/derived-fields.ts). */
const DERIVED_INPUTS: readonly BureauFieldName[] = ['TOTAL_MONTHLY_PAYMENT', 'TOTAL_UNSECURED_DEBT'];
const FIXED_COLUMNS = 8;

/** The attribute columns a run reads: those the rules name, the MLA flag, and the inputs of derived fields. */
function attributeColumns(engine: OfferEngine): BureauFieldName[] {
  const names = new Set<BureauFieldName>(['MILITARY_LENDING_COVERED']);
  for (const field of engine.fields) {
    if (isDerivedField(field)) for (const input of DERIVED_INPUTS) names.add(input);
    else names.add(field);
  }
  // Catalogue names only (they reach the SQL text): upper-case letters, digits and underscores.
  for (const name of names) if (!/^[A-Z0-9_]+$/.test(name)) throw new Error(`Unexpected bureau field ${name}`);
  return [...names];
}

function consumerQuery(fields: readonly BureauFieldName[]): string {
  const attributes = fields.map((field) => `(ba.attributes->>'${field}')::float8`).join(', ');
  return `select ba.consumer_id::text, ba.state, ba.county, ba.zipcode, c.annual_income::float8, c.pay_frequency,
      (v.collateral->>'year')::float8, (v.collateral->>'mileage')::float8, ${attributes}
    from bureau_attributes ba
    join consumers c on c.id = ba.consumer_id
    left join lateral (
      select l.collateral from loans l where l.consumer_id = ba.consumer_id and l.collateral is not null limit 1
    ) v on true
    where ba.campaign_id = $1 and ($2::uuid is null or ba.consumer_id > $2::uuid)
    order by ba.consumer_id`;
}

type Row = (string | number | null)[];

/** The campaign's consumers from the cursor, as engine batches over buffers reused from one batch to the next. */
async function* consumerBatches(
  stream: QueryStream,
  fields: readonly BureauFieldName[],
  batchSize: number,
  ids: string[],
): AsyncGenerator<ConsumerBatch, void, undefined> {
  const attributes: Partial<Record<BureauFieldName, Float64Array>> = {};
  for (const field of fields) attributes[field] = new Float64Array(batchSize);
  const columns = fields.map((field) => attributes[field] as Float64Array);
  const consumerIds = Float64Array.from({ length: batchSize }, (_, index) => index);
  const state: string[] = new Array(batchSize).fill('');
  const county: (string | null)[] = new Array(batchSize).fill(null);
  const zip: (string | null)[] = new Array(batchSize).fill(null);
  const annualIncome = new Float64Array(batchSize);
  const payFrequency: (PayFrequency | null)[] = new Array(batchSize).fill(null);
  const vehicleYear = new Float64Array(batchSize);
  const vehicleMileage = new Float64Array(batchSize);
  const batch = (length: number): ConsumerBatch => ({
    length,
    consumerIds,
    attributes,
    state,
    county,
    zip,
    stated: { annualIncome, payFrequency, vehicleYear, vehicleMileage },
  });
  const num = (value: unknown) => (value === null ? Number.NaN : (value as number));
  let n = 0;
  try {
    for await (const row of stream as AsyncIterable<Row>) {
      ids[n] = row[0] as string;
      state[n] = row[1] as string;
      county[n] = row[2] as string | null;
      zip[n] = row[3] as string | null;
      annualIncome[n] = num(row[4]);
      payFrequency[n] = row[5] as PayFrequency | null;
      vehicleYear[n] = num(row[6]);
      vehicleMileage[n] = num(row[7]);
      for (let f = 0; f < columns.length; f++) (columns[f] as Float64Array)[n] = num(row[FIXED_COLUMNS + f]);
      n++;
      if (n === batchSize) {
        ids.length = n;
        yield batch(n);
        n = 0;
      }
    }
    if (n > 0) {
      ids.length = n;
      yield batch(n);
    }
  } finally {
    stream.destroy();
  }
}

/** COPY text of a chunk's offers: consumer uuid, product id, tier id. */
function copyText(engine: OfferEngine, chunk: OfferChunk, ids: readonly string[]): string {
  const { offers } = chunk;
  let text = '';
  for (let k = 0; k < offers.length; k++) {
    const product = engine.products[offers.product[k] as number];
    const tier = product?.tiers[offers.tier[k] as number];
    text += `${ids[offers.row[k] as number]}\t${product?.id}\t${tier?.id}\n`;
  }
  return text;
}

interface PendingBatch {
  batch: number;
  first: string;
  last: string;
  consumers: number;
  text: string;
}

const INSERT_OFFERS = `with inserted as (
    insert into offers (consumer_id, campaign_id, product_id, tier_id, status, terms)
    select s.consumer_id, $1, s.product_id, s.tier_id, 'ELIGIBLE', t.terms
      from offer_staging s join offer_tier_terms t on t.tier_id = s.tier_id
    on conflict (consumer_id, campaign_id, product_id) do nothing
    returning consumer_id
  ), bumped as (
    update consumers set offers_version = offers_version + 1
     where id in (select distinct consumer_id from inserted)
  )
  select count(*)::int as offers from inserted`;

/**
 * Generates a campaign's offers at scale (002 §3 processing): the campaign's consumers (bureau_attributes ⋈
 * consumers, in consumer id order) stream from a cursor on one pooled connection, the compiled engine evaluates them
 * in batches, and each batch's offers are COPYed into a temporary staging table on a second connection and inserted
 * into offers by one set-based statement — in one transaction with the batch's ledger row
 * (offer_generation_batches). Memory is that of a batch (two while one is written as the next is evaluated).
 *
 * Only products of lenders ENROLLED in the campaign count. Resumable and idempotent: a rerun (after a crash, a
 * cancel or a failed batch) starts after the last ledger row's consumer, and an offer already there for the consumer
 * × product is kept (on conflict do nothing), so the offer set is that of one uninterrupted run. Offers are inserted
 * ELIGIBLE with the tier's terms; existing offers are not redacted here (single-consumer re-evaluation is
 * generateOffers). Consumers that receive offers get their offers version bumped (the offers ETag).
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
  const batchSize = options.batchSize ?? 10_000;
  const engine = compileEngine(await loadEngineConfig(db, undefined, campaignId));
  const pool = db.$client;
  const writer = await pool.connect();
  let reader: pg.PoolClient | null = null;
  let readerBroken = false;
  let locked = false;
  try {
    const lock = await writer.query<{ ok: boolean }>(
      `select pg_try_advisory_lock(hashtext('offer-generation'), hashtext($1)) as ok`,
      [campaignId],
    );
    locked = lock.rows[0]?.ok === true;
    if (!locked) throw new Error(`Offer generation is already running for campaign ${campaignId}`);
    const ledgerOf = async () =>
      (
        await writer.query<{ batches: number; consumers: number; offers: number; last: string | null }>(
          `select count(*)::int as batches, coalesce(sum(consumers), 0)::int as consumers,
              coalesce(sum(offers), 0)::int as offers,
              (select last_consumer_id::text from offer_generation_batches where campaign_id = $1
                order by batch desc limit 1) as last
             from offer_generation_batches where campaign_id = $1`,
          [campaignId],
        )
      ).rows[0] ?? { batches: 0, consumers: 0, offers: 0, last: null };
    const ledger = await ledgerOf();
    const total = await writer.query<{ n: number }>(
      'select count(*)::int as n from bureau_attributes where campaign_id = $1',
      [campaignId],
    );
    await progress.total(total.rows[0]?.n ?? 0);
    if (ledger.consumers > 0) await progress.advance(ledger.consumers);
    if (progress.signal.aborted) return { consumers: ledger.consumers, offers: ledger.offers };

    await writer.query(`create temp table if not exists offer_staging (consumer_id uuid, product_id uuid, tier_id uuid)
      on commit delete rows`);
    await writer.query('drop table if exists pg_temp.offer_tier_terms');
    await writer.query('create temp table offer_tier_terms (tier_id uuid primary key, terms jsonb not null)');
    const tiers = engine.products.flatMap((product) => product.tiers);
    if (tiers.length > 0) {
      await writer.query(
        'insert into offer_tier_terms select * from unnest($1::uuid[], $2::jsonb[]) on conflict do nothing',
        [tiers.map((tier) => tier.id), tiers.map((tier) => JSON.stringify([...tier.terms]))],
      );
    }

    let batches = ledger.batches;
    let doneConsumers = ledger.consumers;
    let doneOffers = ledger.offers;
    const write = async (pending: PendingBatch) => {
      await writer.query('begin');
      try {
        // A commit lost to an OS crash takes its ledger row with it: the rerun writes that batch again.
        await writer.query('set local synchronous_commit = off');
        if (pending.text.length > 0) {
          await pipeline(
            Readable.from([pending.text]),
            writer.query(pgCopy.from('copy offer_staging (consumer_id, product_id, tier_id) from stdin')),
          );
        }
        await writer.query('analyze offer_staging');
        const inserted = await writer.query<{ offers: number }>(INSERT_OFFERS, [campaignId]);
        const offers = inserted.rows[0]?.offers ?? 0;
        await writer.query(
          `insert into offer_generation_batches (campaign_id, batch, first_consumer_id, last_consumer_id, consumers, offers)
           values ($1, $2, $3, $4, $5, $6)`,
          [campaignId, pending.batch, pending.first, pending.last, pending.consumers, offers],
        );
        await options.beforeCommit?.(pending.batch);
        await writer.query('commit');
        doneConsumers += pending.consumers;
        doneOffers += offers;
      } catch (error) {
        await writer.query('rollback').catch(() => undefined);
        throw error;
      }
      await progress.advance(pending.consumers);
    };

    if (engine.products.length > 0) {
      const fields = attributeColumns(engine);
      reader = await pool.connect();
      const stream = reader.query(
        new QueryStream(consumerQuery(fields), [campaignId, ledger.last], { batchSize: 1000, rowMode: 'array' }),
      );
      const ids: string[] = [];
      let inflight: Promise<void> | null = null;
      try {
        for await (const chunk of streamOffersAsync(engine, consumerBatches(stream, fields, batchSize, ids))) {
          if (progress.signal.aborted) {
            readerBroken = true;
            break;
          }
          // Built now: the chunk's columns are reused by the next batch, the text is not.
          const pending: PendingBatch = {
            batch: ++batches,
            first: ids[0] as string,
            last: ids[ids.length - 1] as string,
            consumers: chunk.batch.length,
            text: copyText(engine, chunk, ids),
          };
          if (inflight) await inflight;
          inflight = write(pending);
          // Handled when awaited; this keeps a failure from being reported as unhandled in between.
          inflight.catch(() => undefined);
        }
        if (inflight) await inflight;
      } catch (error) {
        readerBroken = true;
        // The batch being written commits or rolls back before its connection goes back to the pool.
        if (inflight) await inflight.catch(() => undefined);
        throw error;
      }
    } else {
      await progress.advance((total.rows[0]?.n ?? 0) - ledger.consumers);
    }
    return { consumers: doneConsumers, offers: doneOffers };
  } finally {
    if (reader) reader.release(readerBroken ? true : undefined);
    await writer.query('drop table if exists pg_temp.offer_tier_terms').catch(() => undefined);
    if (locked)
      await writer
        .query(`select pg_advisory_unlock(hashtext('offer-generation'), hashtext($1))`, [campaignId])
        .catch(() => undefined);
    writer.release();
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
