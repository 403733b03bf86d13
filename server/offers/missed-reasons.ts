import { asc, inArray } from 'drizzle-orm';
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers } from '../../domain/engine/consumer-batch.ts';
import type { Executor } from '../db/pool.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { bureauAttributes, products } from '../db/schema/index.ts';
import { consumerRecords, selectCampaignConsumers } from './consumer-records.ts';
import { loadEngineConfig } from './engine-config.ts';

type Reader = Pick<Executor, 'select'>;

/**
 * Consumers read per call: the first ones by id, a deterministic sample that keeps the lender's page fast on a campaign
 * of millions (the figures say how many they are based on).
 */
export const MISSED_REASONS_SAMPLE = 5_000;

const CHECK_LABELS: Readonly<Record<string, string>> = {
  MEMBERSHIP_INELIGIBLE: 'Outside your membership area',
  PRODUCT_INELIGIBLE: 'Outside the product’s eligibility area',
  MLA_NOT_ACCEPTED: 'Covered by the Military Lending Act',
  PRODUCT_INACTIVE: 'Product inactive',
  INVENTORY_EXHAUSTED: 'Redeem limit reached',
  NO_TIER_MATCHED: 'Product rule held, no tier matched',
};

/** A decline reason in the lender's words: its own failing clause as written, or the check. */
export const reasonLabel = (reason: string) =>
  reason.startsWith('RULE_FAILED:') ? `Product rule: ${reason.slice(12)}` : (CHECK_LABELS[reason] ?? reason);

export interface MissedProduct {
  productId: string;
  productName: string;
  offered: number;
  missed: number;
  reasons: { reason: string; consumers: number }[];
}

/**
 * Per product of the lender: how many consumers of the campaign (of the sample) it offered and missed, and the top
 * five reasons it missed them — the engine's own decline reasons (the first failing clause of the product rule, or the
 * check that refused), counted, never a consumer's values. The lender is the scope's
 * (docs/decisions/0505-query-layer.md).
 */
export async function missedReasons(db: Reader, scope: FiScope, campaignId: string) {
  const { fiId } = scope;
  const [config, rows] = await Promise.all([
    loadEngineConfig(db, undefined, campaignId),
    selectCampaignConsumers(db, campaignId).orderBy(asc(bureauAttributes.consumerId)).limit(MISSED_REASONS_SAMPLE),
  ]);
  const engine = compileEngine(config);
  const mine = engine.products.flatMap((product, index) => (product.lenderId === fiId ? [index] : []));
  if (rows.length === 0 || mine.length === 0) return { consumers: rows.length, products: [] as MissedProduct[] };
  const { offers, declines } = engine.run(batchFromConsumers(await consumerRecords(db, rows)), { declines: true });
  const names = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      inArray(
        products.id,
        mine.map((index) => engine.products[index]?.id ?? ''),
      ),
    );
  const result = mine.map((index): MissedProduct => {
    const counts = new Map<string, number>();
    let missed = 0;
    for (const decline of declines) {
      if (decline.product !== index) continue;
      missed++;
      const label = reasonLabel(decline.reason);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    const productId = engine.products[index]?.id ?? '';
    let offered = 0;
    for (let k = 0; k < offers.length; k++) if (offers.product[k] === index) offered++;
    const reasons = [...counts.entries()]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, 5)
      .map(([reason, consumers]) => ({ reason, consumers }));
    return { productId, productName: names.find((row) => row.id === productId)?.name ?? '', offered, missed, reasons };
  });
  return { consumers: rows.length, products: result };
}
