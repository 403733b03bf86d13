import type pg from 'pg';
import pgCopy from 'pg-copy-streams';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import { compileEngine, type OfferEngine } from '../../domain/engine/compile-engine.ts';
import type { ConsumerBatch } from '../../domain/engine/engine-types.ts';
import { type BureauFieldName, isDerivedField } from '../../domain/rules/bureau-fields.ts';
import type { Db } from '../db/pool.ts';
import { bureauAttributeSql } from '../db/schema/bureau-vector.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { copyBuffer, maySkipRowTriggers } from './bulk-load.ts';
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

/** Attributes the derived fields read besides the stated data (domain/engine/derived-fields.ts). */
const DERIVED_INPUTS: readonly BureauFieldName[] = ['TOTAL_MONTHLY_PAYMENT', 'TOTAL_UNSECURED_DEBT'];
const VEHICLE_FIELDS: readonly string[] = ['UC_DERIVED_FIELDS_VehicleAge', 'UC_DERIVED_FIELDS_VehicleMileage'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

interface ReadPlan {
  fields: BureauFieldName[];
  /** Stated income and pay frequency (consumers) are read: a rule names a derived field. */
  stated: boolean;
  /** The vehicle of a current loan is read: a rule names a vehicle field. */
  vehicle: boolean;
}

function readPlan(engine: OfferEngine): ReadPlan {
  return {
    fields: attributeColumns(engine),
    stated: engine.fields.some((field) => isDerivedField(field)),
    vehicle: engine.fields.some((field) => VEHICLE_FIELDS.includes(field)),
  };
}

/**
 * The campaign's consumers after `after`, in consumer id order, as COPY text: consumer_id, state, county, zipcode,
 * [annual income, pay frequency, vehicle year, vehicle mileage,] the attributes. COPY takes no parameters: both ids
 * are checked uuids. The consumers and loans joins are made only when a rule reads what they hold.
 */
function consumerCopy(plan: ReadPlan, campaignId: string, after: string | null): string {
  if (!UUID.test(campaignId) || (after !== null && !UUID.test(after))) throw new Error('Unexpected id');
  const attributes = plan.fields.map((field) => bureauAttributeSql(field, 'ba')).join(', ');
  const stated = plan.stated
    ? `c.annual_income, c.pay_frequency, ${plan.vehicle ? `v.collateral->>'year', v.collateral->>'mileage'` : 'null, null'}, `
    : '';
  return `copy (select ba.consumer_id, ba.state, ba.county, ba.zipcode, ${stated}${attributes}
    from bureau_attributes ba
    ${plan.stated ? 'join consumers c on c.id = ba.consumer_id' : ''}
    ${
      plan.vehicle
        ? `left join lateral (
      select l.collateral from loans l where l.consumer_id = ba.consumer_id and l.collateral is not null limit 1
    ) v on true`
        : ''
    }
    where ba.campaign_id = '${campaignId}'${after === null ? '' : ` and ba.consumer_id > '${after}'`}
    order by ba.consumer_id) to stdout`;
}

const isDigit = (byte: number) => byte >= 48 && byte <= 57;

/** A number of COPY text (`\N` → NaN): plain decimals read from the bytes, anything else as Number reads it. */
function numberAt(buf: Buffer, start: number, end: number): number {
  if (end - start === 2 && buf[start] === 92 && buf[start + 1] === 78) return Number.NaN;
  let at = start;
  const negative = buf[at] === 45;
  if (negative) at++;
  let value = 0;
  let digits = 0;
  for (; at < end && isDigit(buf[at] as number); at++, digits++) value = value * 10 + ((buf[at] as number) - 48);
  if (at < end && buf[at] === 46) {
    let scale = 1;
    for (at++; at < end && isDigit(buf[at] as number); at++, digits++) {
      value = value * 10 + ((buf[at] as number) - 48);
      scale *= 10;
    }
    value /= scale;
  }
  if (at !== end || digits === 0 || digits > 15) return Number(buf.toString('latin1', start, end));
  return negative ? -value : value;
}

/** A text field of COPY text: `\N` → null, escapes undone. */
function textAt(buf: Buffer, start: number, end: number): string | null {
  if (buf.indexOf(92, start) < 0 || buf.indexOf(92, start) >= end) return buf.toString('utf8', start, end);
  if (end - start === 2 && buf[start + 1] === 78) return null;
  const escapes: Record<string, string> = { t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v', '\\': '\\' };
  return buf.toString('utf8', start, end).replace(/\\(.)/g, (_, char: string) => escapes[char] ?? char);
}

/** The reader's buffers, reused from one batch to the next: the engine batch and the raw consumer ids. */
class BatchBuffers {
  readonly ids: Buffer;
  readonly columns: Float64Array[];
  readonly state: string[];
  readonly county: (string | null)[];
  readonly zip: (string | null)[];
  readonly annualIncome: Float64Array;
  readonly payFrequency: (PayFrequency | null)[];
  readonly vehicleYear: Float64Array;
  readonly vehicleMileage: Float64Array;
  readonly attributes: Partial<Record<BureauFieldName, Float64Array>> = {};
  readonly consumerIds: Float64Array;
  length = 0;
  constructor(
    readonly plan: ReadPlan,
    readonly capacity: number,
  ) {
    this.ids = Buffer.alloc(capacity * 36);
    this.columns = plan.fields.map((field) => {
      const column = new Float64Array(capacity);
      this.attributes[field] = column;
      return column;
    });
    this.consumerIds = Float64Array.from({ length: capacity }, (_, index) => index);
    this.state = new Array(capacity).fill('');
    this.county = new Array(capacity).fill(null);
    this.zip = new Array(capacity).fill(null);
    this.annualIncome = new Float64Array(capacity);
    this.payFrequency = new Array(capacity).fill(null);
    this.vehicleYear = new Float64Array(capacity);
    this.vehicleMileage = new Float64Array(capacity);
  }
  batch(): ConsumerBatch {
    return {
      length: this.length,
      consumerIds: this.consumerIds,
      attributes: this.attributes,
      state: this.state,
      county: this.county,
      zip: this.zip,
      ...(this.plan.stated
        ? {
            stated: {
              annualIncome: this.annualIncome,
              payFrequency: this.payFrequency,
              vehicleYear: this.vehicleYear,
              vehicleMileage: this.vehicleMileage,
            },
          }
        : {}),
    };
  }
  id(row: number): string {
    return this.ids.toString('latin1', row * 36, row * 36 + 36);
  }
  /** One COPY line [start, end) of `buf` into row `length`. */
  read(buf: Buffer, start: number, end: number): void {
    const n = this.length;
    const fields = this.plan.stated ? 8 + this.columns.length : 4 + this.columns.length;
    let from = start;
    for (let f = 0; f < fields; f++) {
      let to = buf.indexOf(9, from);
      if (to < 0 || to > end) to = end;
      if (f === 0) buf.copy(this.ids, n * 36, from, from + 36);
      else if (f === 1) this.state[n] = textAt(buf, from, to) ?? '';
      else if (f === 2) this.county[n] = textAt(buf, from, to);
      else if (f === 3) this.zip[n] = textAt(buf, from, to);
      else if (this.plan.stated && f < 8) {
        if (f === 4) this.annualIncome[n] = numberAt(buf, from, to);
        else if (f === 5) this.payFrequency[n] = textAt(buf, from, to) as PayFrequency | null;
        else if (f === 6) this.vehicleYear[n] = numberAt(buf, from, to);
        else this.vehicleMileage[n] = numberAt(buf, from, to);
      } else (this.columns[f - (this.plan.stated ? 8 : 4)] as Float64Array)[n] = numberAt(buf, from, to);
      from = to + 1;
    }
    this.length = n + 1;
  }
}

/** COPY text of `value` (backslash, tab and line breaks escaped). */
const copyText = (value: string) =>
  value.replace(/[\\\t\n\r]/g, (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char] as string);

/** A written batch: its offers as COPY text of offers, and the consumers that got one. */
interface PendingBatch {
  batch: number;
  first: string;
  last: string;
  consumers: number;
  /** COPY text of offers (id, consumer_id, campaign_id, product_id, tier_id, status, terms). */
  data: Buffer;
  /** The consumers with offers, a uuid[] literal, and how many. */
  offered: string;
  offeredCount: number;
}

const OFFER_COLUMNS = 'id, consumer_id, campaign_id, product_id, tier_id, status, terms';

/** The batch's consumers locked as foreign-key checks would lock them, and whether any has an offer of the campaign. */
const CHECK = `with locked as materialized (select id from consumers where id = any($2::uuid[]) for key share)
  select (select count(*) from locked)::int as locked,
    exists (select 1 from offers o where o.consumer_id = any($2::uuid[]) and o.campaign_id = $1) as existing`;

/** A batch some of whose consumers have offers already (a rerun) or are gone: set-based, existing offers kept. */
const insertOffers = (bump: boolean) => `with inserted as (
    insert into offers (${OFFER_COLUMNS})
    select id, consumer_id, campaign_id, product_id, tier_id, status, terms from offer_staging
    on conflict (consumer_id, campaign_id, product_id) do nothing
    returning consumer_id
  )${
    bump
      ? `, bumped as (
    update consumers set offers_version = offers_version + 1
     where id in (select distinct consumer_id from inserted)
  )`
      : ''
  }
  select count(*)::int as offers from inserted`;

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
  const batchSize = options.batchSize ?? 10_000;
  const engine = compileEngine(await loadEngineConfig(db, undefined, campaignId));
  const pool = db.$client;
  const writer = await pool.connect();
  const writers: pg.PoolClient[] = [writer];
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
    const status = await writer.query<{ status: string }>('select status from uc_campaigns where id = $1', [
      campaignId,
    ]);
    const live = status.rows[0]?.status === 'OFFERS_ACTIVATED';
    const skipTriggers = await maySkipRowTriggers(writer);
    /** The connections that have created their (temporary) staging table. */
    const staging = new Set<pg.PoolClient>();

    // Each offer line is its id, the consumer id, then this text of its product × tier.
    const tails = engine.products.map((product) =>
      product.tiers.map((tier) =>
        Buffer.from(
          `\t${campaignId}\t${product.id}\t${tier.id}\tELIGIBLE\t${copyText(JSON.stringify([...tier.terms]))}\n`,
          'utf8',
        ),
      ),
    );
    const productIds = engine.products.map((product) => product.id);
    const tierIds = engine.products.flatMap((product) => product.tiers.map((tier) => tier.id));

    let batches = ledger.batches;
    let doneConsumers = ledger.consumers;
    let doneOffers = ledger.offers;
    /**
     * Writes a batch on `client` in one transaction with its ledger row, committing only after `previous` (the batch
     * before it) has committed: two batches are written at once, on two connections (the database's insert work on
     * both cores), and the ledger stays a prefix of the run — a batch whose predecessor failed rolls back too.
     */
    const write = async (pending: PendingBatch, client: pg.PoolClient, previous: Promise<void> | null) => {
      await client.query('begin');
      try {
        // A commit lost to an OS crash takes its ledger row with it: the rerun writes that batch again.
        await client.query('set local synchronous_commit = off');
        let offers = 0;
        if (pending.offeredCount > 0) {
          const checked = await client.query<{ locked: number; existing: boolean }>(CHECK, [
            campaignId,
            pending.offered,
          ]);
          const fresh = checked.rows[0]?.locked === pending.offeredCount && checked.rows[0]?.existing === false;
          if (fresh) {
            if (skipTriggers) {
              const references = await client.query<{ ok: boolean }>(
                `select (select count(*) from (select 1 from uc_campaigns where id = $1 for key share) c) = 1
                  and (select count(*) from (select 1 from products where id = any($2::uuid[]) for key share) p)
                    = cardinality($2::uuid[])
                  and (select count(*) from (select 1 from tiers where id = any($3::uuid[]) for key share) t)
                    = cardinality($3::uuid[]) as ok`,
                [campaignId, productIds, tierIds],
              );
              if (references.rows[0]?.ok !== true) throw new Error('The campaign, a product or a tier is gone');
              await client.query('set local session_replication_role = replica');
            }
            offers = await copyBuffer(client, `copy offers (${OFFER_COLUMNS}) from stdin`, pending.data);
            if (skipTriggers) await client.query('set local session_replication_role = origin');
            if (live)
              await client.query(
                'update consumers set offers_version = offers_version + 1 where id = any($1::uuid[])',
                [pending.offered],
              );
          } else {
            if (!staging.has(client)) {
              await client.query(`create temp table if not exists offer_staging (id uuid, consumer_id uuid,
                campaign_id uuid, product_id uuid, tier_id uuid, status text, terms jsonb) on commit delete rows`);
              staging.add(client);
            }
            await copyBuffer(client, `copy offer_staging (${OFFER_COLUMNS}) from stdin`, pending.data);
            await client.query('analyze offer_staging');
            offers = (await client.query<{ offers: number }>(insertOffers(live))).rows[0]?.offers ?? 0;
          }
        }
        await client.query(
          `insert into offer_generation_batches (campaign_id, batch, first_consumer_id, last_consumer_id, consumers, offers)
           values ($1, $2, $3, $4, $5, $6)`,
          [campaignId, pending.batch, pending.first, pending.last, pending.consumers, offers],
        );
        await options.beforeCommit?.(pending.batch);
        if (previous) await previous;
        await client.query('commit');
        doneConsumers += pending.consumers;
        doneOffers += offers;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
      await progress.advance(pending.consumers);
    };

    if (engine.products.length > 0) {
      const plan = readPlan(engine);
      const buffers = new BatchBuffers(plan, batchSize);
      reader = await pool.connect();
      // The second writer only when the pool has one to spare now: never wait for it (a job holding connections
      // while it waits for more could starve whatever else shares the pool). Without it batches are written in turn.
      const spare = pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10) ? pool.connect() : null;
      if (spare) writers.push(await spare);
      const ids = new OfferIds();
      // Per writer connection, the batch it is writing; and the last batch started (the next commits after it).
      const inflight: (Promise<void> | null)[] = [null, null];
      let lastWrite: Promise<void> | null = null;
      const settled = () => Promise.allSettled(inflight.filter((write) => write !== null));
      /** The batch in the buffers through the engine, its offers as COPY text, and its write started. */
      const flush = async () => {
        const n = buffers.length;
        const { offers } = engine.run(buffers.batch());
        let size = 0;
        const offered = new Uint8Array(n);
        let offeredCount = 0;
        for (let k = 0; k < offers.length; k++) {
          const row = offers.row[k] as number;
          size += 73 + ((tails[offers.product[k] as number] as Buffer[])[offers.tier[k] as number] as Buffer).length;
          if (offered[row] === 0) {
            offered[row] = 1;
            offeredCount++;
          }
        }
        const data = Buffer.allocUnsafe(size);
        let at = 0;
        ids.startBatch();
        for (let k = 0; k < offers.length; k++) {
          const row = offers.row[k] as number;
          at = ids.write(data, at);
          data[at++] = 9;
          at += buffers.ids.copy(data, at, row * 36, row * 36 + 36);
          at += ((tails[offers.product[k] as number] as Buffer[])[offers.tier[k] as number] as Buffer).copy(data, at);
        }
        const list = Buffer.allocUnsafe(2 + offeredCount * 37);
        let l = 0;
        list[l++] = 123;
        for (let row = 0; row < n; row++) {
          if (offered[row] === 0) continue;
          if (l > 1) list[l++] = 44;
          l += buffers.ids.copy(list, l, row * 36, row * 36 + 36);
        }
        list[l++] = 125;
        const pending: PendingBatch = {
          batch: ++batches,
          first: buffers.id(0),
          last: buffers.id(n - 1),
          consumers: n,
          data,
          offered: list.toString('latin1', 0, l),
          offeredCount,
        };
        buffers.length = 0;
        const slot = pending.batch % writers.length;
        // The connection's previous batch is done (and a failure of it surfaces here, before anything new starts).
        await inflight[slot];
        const started = write(pending, writers[slot] as pg.PoolClient, lastWrite);
        // Handled when awaited; this keeps a failure from being reported as unhandled in between.
        started.catch(() => undefined);
        inflight[slot] = started;
        lastWrite = started;
      };
      try {
        await reader.query('begin');
        // Consumer id order from the index (the rows were written in that order), never a sort of the campaign.
        await reader.query('set local enable_sort = off');
        const stream = reader.query(pgCopy.to(consumerCopy(plan, campaignId, ledger.last)));
        let rest: Buffer | null = null;
        reading: for await (const chunk of stream as AsyncIterable<Buffer>) {
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
            if (buffers.length === batchSize) {
              await flush();
              if (progress.signal.aborted) {
                readerBroken = true;
                break reading;
              }
            }
          }
        }
        if (!readerBroken) {
          if (buffers.length > 0 && !progress.signal.aborted) await flush();
          await reader.query('commit');
        }
        for (const result of await settled()) if (result.status === 'rejected') throw result.reason;
      } catch (error) {
        readerBroken = true;
        // The batches being written commit or roll back before their connections go back to the pool.
        await settled();
        throw error;
      }
    } else {
      await progress.advance((total.rows[0]?.n ?? 0) - ledger.consumers);
    }
    return { consumers: doneConsumers, offers: doneOffers };
  } finally {
    if (reader) reader.release(readerBroken ? true : undefined);
    if (locked)
      await writer
        .query(`select pg_advisory_unlock(hashtext('offer-generation'), hashtext($1))`, [campaignId])
        .catch(() => undefined);
    for (const client of writers) client.release();
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
