import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { compileEngine, type EngineConfig } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from '../../domain/engine/consumer-batch.ts';
import { projectedRedeems } from '../../domain/projections/projection-phase.ts';
import type { Db } from '../db/pool.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { bureauAttributes, offers, type ProjectionRowValue, products, redemptions } from '../db/schema/index.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { consumerRecords, selectCampaignConsumers } from '../offers/consumer-records.ts';
import { loadEngineConfig, productIdsOfLender } from '../offers/engine-config.ts';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** A tier rule replaced in a draft (the what-if of the projection page). */
export interface TierRuleOverride {
  productId: string;
  tierId: string;
  rule: string;
}

export const PROJECTION_BATCH_ROWS = 500;

/** The lender's engine configuration, with a draft tier rule in place of the saved one when asked. */
export async function lenderEngineConfig(db: Reader, fiId: string, override?: TierRuleOverride): Promise<EngineConfig> {
  const config = await loadEngineConfig(db, await productIdsOfLender(db, fiId));
  if (!override) return config;
  return {
    ...config,
    products: config.products.map((product) =>
      product.id !== override.productId
        ? product
        : {
            ...product,
            tiers: product.tiers.map((tier) => (tier.id === override.tierId ? { ...tier, rule: override.rule } : tier)),
          },
    ),
  };
}

/** The population of a campaign as engine records, one page at a time (ordered by consumer id). */
export async function populationPage(
  db: Reader,
  campaignId: string,
  offset: number,
  limit: number,
): Promise<{ consumerIds: string[]; records: ConsumerRecord[] }> {
  const rows = await selectCampaignConsumers(db, campaignId)
    .orderBy(asc(bureauAttributes.consumerId))
    .offset(offset)
    .limit(limit);
  const records = await consumerRecords(db, rows);
  return { consumerIds: rows.map((row) => row.consumerId), records };
}

export const populationSize = async (db: Reader, campaignId: string): Promise<number> =>
  (await db.select({ n: count() }).from(bureauAttributes).where(eq(bureauAttributes.campaignId, campaignId)))[0]?.n ??
  0;

/**
 * The Campaign Projection Summary figures (002 §3 Projection row) of each active product of the lender: the engine
 * over the source campaign's bureau population. Total consumers: the population; qualifying members: those inside
 * the lender's membership eligibility; offers generated: the engine's offers of the product; consumers reached:
 * offered consumers the source campaign reached (they held an eligible offer in it); projected redeems: offers times
 * the product's redeem rate in the source campaign (projectedRedeems). The lender is the scope's (the what-if call).
 */
export const computeProjection = (
  db: Reader,
  scope: FiScope,
  input: { sourceCampaignId: string; override?: TierRuleOverride | undefined },
  progress: JobProgress,
) => computeProjectionForJob(db, { ...input, fiId: scope.fiId }, progress);

/**
 * computeProjection by the lender's uuid. Unscoped on purpose: the projections job runs with no caller, for the lender
 * its claimed projection row names (the row was written through the scoped insertProjection).
 */
export async function computeProjectionForJob(
  db: Reader,
  input: { fiId: string; sourceCampaignId: string; override?: TierRuleOverride | undefined },
  progress: JobProgress,
): Promise<ProjectionRowValue[]> {
  const config = await lenderEngineConfig(db, input.fiId, input.override);
  const active = config.products.filter((product) => product.status === 'active');
  const engine = compileEngine({ ...config, products: active });
  const total = await populationSize(db, input.sourceCampaignId);
  await progress.total(total);
  const offered = active.map(() => 0);
  const outOfMembership = active.map(() => 0);
  const reached = active.map(() => 0);
  for (let offset = 0; offset < total; offset += PROJECTION_BATCH_ROWS) {
    if (progress.signal.aborted) throw new Error('projection cancelled');
    const page = await populationPage(db, input.sourceCampaignId, offset, PROJECTION_BATCH_ROWS);
    if (page.records.length === 0) break;
    const result = engine.run(batchFromConsumers(page.records), { declines: true });
    const reachedIds = new Set(
      (
        await db
          .selectDistinct({ consumerId: offers.consumerId })
          .from(offers)
          .where(
            and(
              eq(offers.campaignId, input.sourceCampaignId),
              eq(offers.status, 'ELIGIBLE'),
              inArray(offers.consumerId, page.consumerIds),
            ),
          )
      ).map((row) => row.consumerId),
    );
    for (let k = 0; k < result.offers.length; k++) {
      const productIndex = result.offers.product[k] as number;
      offered[productIndex] = (offered[productIndex] ?? 0) + 1;
      const consumerId = page.consumerIds[result.offers.row[k] as number];
      if (consumerId && reachedIds.has(consumerId)) reached[productIndex] = (reached[productIndex] ?? 0) + 1;
    }
    for (const decline of result.declines) {
      if (decline.reason === 'MEMBERSHIP_INELIGIBLE') {
        outOfMembership[decline.product] = (outOfMembership[decline.product] ?? 0) + 1;
      }
    }
    await progress.advance(page.records.length);
  }
  const history = await redeemHistory(
    db,
    input.sourceCampaignId,
    active.map((product) => product.id),
  );
  const names = await productNames(
    db,
    active.map((product) => product.id),
  );
  return active.map((product, index) => {
    const offersGenerated = offered[index] ?? 0;
    return {
      productId: product.id,
      activeProduct: names.get(product.id) ?? product.type,
      productType: product.type,
      totalConsumers: total,
      qualifyingMembers: total - (outOfMembership[index] ?? 0),
      offersGenerated,
      consumersReached: reached[index] ?? 0,
      projectedRedeems: projectedRedeems(offersGenerated, history.get(product.id) ?? { offers: 0, redeems: 0 }),
    };
  });
}

async function productNames(db: Reader, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Offers and (not cancelled) redeems of each product in the source campaign. */
async function redeemHistory(
  db: Reader,
  campaignId: string,
  productIds: string[],
): Promise<Map<string, { offers: number; redeems: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: offers.productId,
      offers: count(),
      redeems: sql<number>`count(${redemptions.id})::int`,
    })
    .from(offers)
    .leftJoin(redemptions, and(eq(redemptions.offerId, offers.id), ne(redemptions.status, 'CANCELLED')))
    .where(and(eq(offers.campaignId, campaignId), inArray(offers.productId, productIds)))
    .groupBy(offers.productId);
  return new Map(rows.map((row) => [row.productId, { offers: row.offers, redeems: Number(row.redeems) }]));
}
