import { asc, eq, inArray } from 'drizzle-orm';
import type { FairLendingProduct, FairLendingReport } from '../../api/fair-lending.ts';
import {
  adverseImpact,
  INCOME_LEVELS,
  type IncomeLevel,
  type LevelCount,
  type ReasonCounts,
  ruleDrivers,
} from '../../domain/compliance/fair-lending.ts';
import { compileEngine, type OfferEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers } from '../../domain/engine/consumer-batch.ts';
import type { Executor } from '../db/pool.ts';
import { incomeLevelsByZip } from '../db/queries/census-tracts.ts';
import { bureauAttributes, financialInstitutions, products, ucCampaigns } from '../db/schema/index.ts';
import { type CampaignConsumerRow, consumerRecords, selectCampaignConsumers } from './consumer-records.ts';
import { loadEngineConfig } from './engine-config.ts';
import { reasonLabel } from './missed-reasons.ts';

type Reader = Pick<Executor, 'select'>;

/**
 * Consumers read per report, the campaign's first by id: consumer ids are random uuids, so this is a random sample
 * (decision 0652). The engine runs them in batches of BATCH, as offer generation does.
 */
export const FAIR_LENDING_SAMPLE = 20_000;
const BATCH = 5_000;

interface ProductTally {
  counts: Record<IncomeLevel, LevelCount>;
  reasons: Map<string, { byLevel: Partial<Record<IncomeLevel, number>> }>;
}

const emptyTally = (): ProductTally => ({
  counts: Object.fromEntries(
    INCOME_LEVELS.map((level) => [level, { consumers: 0, offered: 0 }]),
  ) as ProductTally['counts'],
  reasons: new Map(),
});

/** The bureau's ZIP may carry the +4; the tract table keys by the five digits. */
const zip5 = (zip: string | null) => (zip ?? '').slice(0, 5);

/** One batch through the engine: per product and level, consumers, offers and each decline reason. */
async function tallyBatch(
  db: Reader,
  engine: OfferEngine,
  rows: readonly CampaignConsumerRow[],
  levels: ReadonlyMap<string, IncomeLevel>,
  tallies: readonly ProductTally[],
): Promise<void> {
  const levelOf = rows.map((row) => levels.get(zip5(row.zipcode)) ?? null);
  const { offers, declines } = engine.run(batchFromConsumers(await consumerRecords(db, rows)), { declines: true });
  // Every product is judged over the same consumers: each level's count goes to each product.
  for (const level of levelOf) if (level) for (const tally of tallies) tally.counts[level].consumers++;
  for (let k = 0; k < offers.length; k++) {
    const level = levelOf[offers.row[k] ?? -1];
    const tally = tallies[offers.product[k] ?? -1];
    if (level && tally) tally.counts[level].offered++;
  }
  for (const decline of declines) {
    const level = levelOf[decline.row];
    const tally = tallies[decline.product];
    if (!level || !tally) continue;
    const reason = reasonLabel(decline.reason);
    const entry = tally.reasons.get(reason) ?? { byLevel: {} };
    entry.byLevel[level] = (entry.byLevel[level] ?? 0) + 1;
    tally.reasons.set(reason, entry);
  }
}

/** Product and lender names of the engine's products. */
async function productNames(db: Reader, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { productName: string; lenderName: string }>();
  const rows = await db
    .select({ id: products.id, productName: products.name, lenderName: financialInstitutions.name })
    .from(products)
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, products.fiId))
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/**
 * The fair-lending pre-check of a campaign (decision 0652): the engine's decisions replayed over the campaign's
 * consumers (the same configuration and run as offer generation and the rule trace), each consumer placed in the
 * income level of its ZIP code's tract; per product the offer rate per level, the adverse-impact ratios, the
 * four-fifths flag, and for a flagged product the decline reasons over-represented in its flagged levels.
 */
export async function fairLendingReport(db: Reader, campaignId: string): Promise<FairLendingReport | null> {
  const [campaign] = await db.select({ id: ucCampaigns.id }).from(ucCampaigns).where(eq(ucCampaigns.id, campaignId));
  if (!campaign) return null;
  const [config, rows] = await Promise.all([
    loadEngineConfig(db, undefined, campaignId),
    selectCampaignConsumers(db, campaignId).orderBy(asc(bureauAttributes.consumerId)).limit(FAIR_LENDING_SAMPLE),
  ]);
  const engine = compileEngine(config);
  const levels = await incomeLevelsByZip(
    db,
    rows.map((row) => zip5(row.zipcode)),
  );
  const tallies = engine.products.map(emptyTally);
  for (let start = 0; start < rows.length; start += BATCH) {
    await tallyBatch(db, engine, rows.slice(start, start + BATCH), levels, tallies);
  }
  const names = await productNames(
    db,
    engine.products.map((product) => product.id),
  );
  const answer = engine.products.map((product, index): FairLendingProduct => {
    const tally = tallies[index] ?? emptyTally();
    const summary = adverseImpact(tally.counts);
    const reasons: ReadonlyMap<string, ReasonCounts> = tally.reasons;
    return {
      productId: product.id,
      productName: names.get(product.id)?.productName ?? '',
      lenderName: names.get(product.id)?.lenderName ?? '',
      levels: summary.levels,
      mostFavoured: summary.mostFavoured,
      flagged: summary.flagged,
      drivers: summary.flagged ? ruleDrivers(summary, reasons) : [],
    };
  });
  const placed = rows.filter((row) => levels.has(zip5(row.zipcode))).length;
  return {
    ucCampaignId: campaignId,
    consumers: rows.length,
    placed,
    products: answer,
    flagged: answer.some((product) => product.flagged),
  };
}
