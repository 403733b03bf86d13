import { and, eq, inArray } from 'drizzle-orm';
import { compileEngine } from '../../domain/engine/compile-engine.ts';
import { batchFromConsumers } from '../../domain/engine/consumer-batch.ts';
import type { ProductTrace } from '../../domain/engine/product-trace.ts';
import type { ClauseTrace, RuleTrace } from '../../domain/engine/rule-trace.ts';
import { BUREAU_FIELDS } from '../../domain/rules/bureau-fields.ts';
import type { Executor } from '../db/pool.ts';
import type { AdminScope, FiScope } from '../db/queries/scope.ts';
import { offers, products } from '../db/schema/index.ts';
import { consumerRecords, selectCampaignConsumers } from './consumer-records.ts';
import { loadEngineConfig } from './engine-config.ts';

/*
 * Replays a consumer's offer decisions from what is stored — the campaign's bureau vector (bureau_attributes), the
 * consumer's stated data and the products and tiers of the lenders enrolled in it — through the same engine offer
 * generation compiles (docs/decisions/0600-replayable-rule-trace.md). Nothing is written. Who sees what follows the
 * scope (docs/decisions/0505-query-layer.md): a lender's scope its own products, an admin's every product.
 */

type Reader = Pick<Executor, 'select'>;

export interface StoredOffer {
  status: string;
  tierId: string;
}

export interface ProductTraceView extends ProductTrace {
  productName: string;
  category: string;
  /** The campaign's stored offer of this product for the consumer, if any. */
  stored: StoredOffer | null;
  /** The replayed decision says what is stored: an ELIGIBLE offer of the same tier, or no ELIGIBLE offer. */
  matchesStored: boolean;
}

export interface ConsumerTraceView {
  campaignId: string;
  consumerId: string;
  /** Whether attribute values were withheld from this viewer (docs/decisions/0601-who-sees-trace-values.md). */
  masked: boolean;
  products: ProductTraceView[];
}

const LABELS = new Map<string, string>(BUREAU_FIELDS.map((field) => [field.name, field.label]));
export const fieldLabel = (field: string) => LABELS.get(field) ?? field.replace(/^UC_DERIVED_FIELDS_/, 'Stated: ');

const maskClause = (clause: ClauseTrace): ClauseTrace => ({ ...clause, value: null, masked: true });
const maskRule = (rule: RuleTrace): RuleTrace => ({ ...rule, clauses: rule.clauses.map(maskClause) });

/** The trace without the consumer's values: pass/fail and the lender's own rules stay. */
function masked(trace: ProductTraceView): ProductTraceView {
  return {
    ...trace,
    rule: maskRule(trace.rule),
    tiers: trace.tiers.map((tier) => ({ ...tier, rule: maskRule(tier.rule) })),
    eligibility: {
      ...trace.eligibility,
      mlaCovered: trace.eligibility.acceptsMla ? null : trace.eligibility.mlaCovered,
    },
  };
}

function matches(trace: ProductTrace, stored: StoredOffer | null): boolean {
  const live = stored !== null && stored.status === 'ELIGIBLE';
  if (!trace.decision.offered) return !live;
  return live && stored.tierId === trace.decision.tierId;
}

/** The stored offers of the consumer in the campaign, by product. */
async function storedOffers(db: Reader, campaignId: string, consumerId: string) {
  const rows = await db
    .select({ productId: offers.productId, status: offers.status, tierId: offers.tierId })
    .from(offers)
    .where(and(eq(offers.campaignId, campaignId), eq(offers.consumerId, consumerId)));
  return new Map(rows.map((row) => [row.productId, { status: row.status, tierId: row.tierId }]));
}

/**
 * The consumer's trace in the campaign, or null when the campaign has no bureau answer for them. A lender (FiScope)
 * gets its own products; it sees the consumer's values only when the consumer was offered one of them (the
 * prescreened list is what a lender is entitled to); otherwise every value is masked and only pass/fail shows. Platform
 * staff (AdminScope) see every product and every value.
 */
export async function traceConsumer(
  db: Reader,
  scope: FiScope | AdminScope,
  campaignId: string,
  consumerId: string,
): Promise<ConsumerTraceView | null> {
  return replay(db, campaignId, consumerId, scope.kind === 'fi' ? scope.fiId : undefined);
}

/**
 * The consumer's own trace over every lender's products, for the consumer's "why no offer" (getWhyNoOffer). Unscoped on
 * purpose: no tenant is asking; the consumer is the one from their own session, and only plain-language reasons leave.
 */
export async function traceConsumerForWhyNoOffer(
  db: Reader,
  campaignId: string,
  consumerId: string,
): Promise<ConsumerTraceView | null> {
  return replay(db, campaignId, consumerId, undefined);
}

/** The trace, of the lender `fiId`'s products (values masked unless it made the consumer an offer), or of every one. */
async function replay(
  db: Reader,
  campaignId: string,
  consumerId: string,
  fiId: string | undefined,
): Promise<ConsumerTraceView | null> {
  // Independent reads, issued together (a page waits for the whole call).
  const [rows, config, stored] = await Promise.all([
    selectCampaignConsumers(db, campaignId, [consumerId]),
    loadEngineConfig(db, undefined, campaignId),
    storedOffers(db, campaignId, consumerId),
  ]);
  if (rows.length === 0) return null;
  const traces = compileEngine(config).trace(batchFromConsumers(await consumerRecords(db, rows)), 0);
  const mine = traces.filter((trace) => fiId === undefined || trace.lenderId === fiId);
  const names = mine.length
    ? await db
        .select({ id: products.id, name: products.name, category: products.category })
        .from(products)
        .where(
          inArray(
            products.id,
            mine.map((trace) => trace.productId),
          ),
        )
    : [];
  const views = mine.map((trace): ProductTraceView => {
    const offer = stored.get(trace.productId) ?? null;
    const product = names.find((row) => row.id === trace.productId);
    return {
      ...trace,
      productName: product?.name ?? '',
      category: product?.category ?? '',
      stored: offer,
      matchesStored: matches(trace, offer),
    };
  });
  const hidden = fiId !== undefined && !views.some((view) => view.stored !== null);
  return { campaignId, consumerId, masked: hidden, products: hidden ? views.map(masked) : views };
}
