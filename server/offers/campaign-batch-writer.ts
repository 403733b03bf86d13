import type pg from 'pg';
import type { JobProgress } from '../jobs/job-progress.ts';
import { copyBuffer } from './bulk-load.ts';
import type { PendingBatch } from './campaign-offer-batch.ts';

const OFFER_COLUMNS = 'id, consumer_id, campaign_id, product_id, tier_id, status, terms';

/** The batch's consumers locked as foreign-key checks would lock them, and whether any has an offer of the campaign. */
const CHECK = `with locked as materialized (select id from consumers where id = any($2::uuid[]) for key share)
  select (select count(*) from locked)::int as locked,
    exists (select 1 from offers o where o.consumer_id = any($2::uuid[]) and o.campaign_id = $1) as existing`;

/** With the row triggers off, the foreign keys' check of the campaign, products and tiers, done once per batch. */
const REFERENCES = `select (select count(*) from (select 1 from uc_campaigns where id = $1 for key share) c) = 1
    and (select count(*) from (select 1 from products where id = any($2::uuid[]) for key share) p)
      = cardinality($2::uuid[])
    and (select count(*) from (select 1 from tiers where id = any($3::uuid[]) for key share) t)
      = cardinality($3::uuid[]) as ok`;

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

export interface CampaignRun {
  campaignId: string;
  /** OFFERS_ACTIVATED: consumers may have read their offers, so new offers bump their offers version (the ETag). */
  live: boolean;
  /** Row triggers may be turned off for a fresh batch (bulk-load.ts maySkipRowTriggers). */
  skipTriggers: boolean;
  productIds: string[];
  tierIds: string[];
  progress: JobProgress;
  beforeCommit: ((batch: number) => void | Promise<void>) | undefined;
}

/**
 * Writes encoded batches, each in one transaction with its ledger row (offer_generation_batches), and counts what
 * is committed from where the ledger left off.
 */
export class OfferBatchWriter {
  /** The connections that have created their (temporary) staging table. */
  private readonly staging = new Set<pg.PoolClient>();

  constructor(
    private readonly run: CampaignRun,
    public consumers: number,
    public offers: number,
  ) {}

  /**
   * Writes a batch on `client`, committing only after `previous` (the batch before it) has committed: two batches
   * are written at once, on two connections (the database's insert work on both cores), and the ledger stays a
   * prefix of the run — a batch whose predecessor failed rolls back too.
   */
  async write(pending: PendingBatch, client: pg.PoolClient, previous: Promise<void> | null): Promise<void> {
    const { campaignId, beforeCommit, progress } = this.run;
    await client.query('begin');
    try {
      // A commit lost to an OS crash takes its ledger row with it: the rerun writes that batch again.
      await client.query('set local synchronous_commit = off');
      const offers = pending.offeredCount > 0 ? await this.insert(pending, client) : 0;
      await client.query(
        `insert into offer_generation_batches (campaign_id, batch, first_consumer_id, last_consumer_id, consumers, offers)
         values ($1, $2, $3, $4, $5, $6)`,
        [campaignId, pending.batch, pending.first, pending.last, pending.consumers, offers],
      );
      await beforeCommit?.(pending.batch);
      if (previous) await previous;
      await client.query('commit');
      this.consumers += pending.consumers;
      this.offers += offers;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    await progress.advance(pending.consumers);
  }

  /** The batch's offers in; how many were inserted. */
  private async insert(pending: PendingBatch, client: pg.PoolClient): Promise<number> {
    const checked = await client.query<{ locked: number; existing: boolean }>(CHECK, [
      this.run.campaignId,
      pending.offered,
    ]);
    const fresh = checked.rows[0]?.locked === pending.offeredCount && checked.rows[0]?.existing === false;
    return fresh ? this.copyFresh(pending, client) : this.insertStaged(pending, client);
  }

  /** Every consumer is there and has no offer of the campaign yet (a first run): COPY straight into offers. */
  private async copyFresh(pending: PendingBatch, client: pg.PoolClient): Promise<number> {
    const { campaignId, skipTriggers, productIds, tierIds, live } = this.run;
    if (skipTriggers) {
      const references = await client.query<{ ok: boolean }>(REFERENCES, [campaignId, productIds, tierIds]);
      if (references.rows[0]?.ok !== true) throw new Error('The campaign, a product or a tier is gone');
      await client.query('set local session_replication_role = replica');
    }
    const offers = await copyBuffer(client, `copy offers (${OFFER_COLUMNS}) from stdin`, pending.data);
    if (skipTriggers) await client.query('set local session_replication_role = origin');
    if (live)
      await client.query('update consumers set offers_version = offers_version + 1 where id = any($1::uuid[])', [
        pending.offered,
      ]);
    return offers;
  }

  /** A rerun's batch, or one with a consumer gone: through a staging table, the offers already there kept. */
  private async insertStaged(pending: PendingBatch, client: pg.PoolClient): Promise<number> {
    if (!this.staging.has(client)) {
      await client.query(`create temp table if not exists offer_staging (id uuid, consumer_id uuid,
        campaign_id uuid, product_id uuid, tier_id uuid, status text, terms jsonb) on commit delete rows`);
      this.staging.add(client);
    }
    await copyBuffer(client, `copy offer_staging (${OFFER_COLUMNS}) from stdin`, pending.data);
    await client.query('analyze offer_staging');
    return (await client.query<{ offers: number }>(insertOffers(this.run.live))).rows[0]?.offers ?? 0;
  }
}
