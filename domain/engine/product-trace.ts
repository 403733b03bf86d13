import type { FieldReader } from '../rules/evaluate-rule.ts';
import type { CompiledProduct } from './compiled-products.ts';
import { consumerCode } from './engine-eligibility.ts';
import type { ConsumerBatch, ProductDecision } from './engine-types.ts';
import type { LocationMatcher } from './membership.ts';
import {
  type EligibilityTrace,
  type InventoryTrace,
  type RuleTrace,
  type TierTrace,
  traceEligibility,
  traceInventory,
  traceRule,
  traceTiers,
} from './rule-trace.ts';

/** Why the engine made, or did not make, one consumer an offer of one product. */
export interface ProductTrace {
  productId: string;
  lenderId: string;
  status: 'active' | 'inactive';
  /** Redeem-limit state now (an exhausted product offers nothing). */
  inventory: InventoryTrace | null;
  eligibility: EligibilityTrace;
  rule: RuleTrace;
  tiers: TierTrace[];
  /** The engine's decision (rule interpreter), with the reason of a decline as generation records it. */
  decision: ProductDecision;
  /** The generated loop — what offer generation runs — chose this tier index (-1: no offer). */
  loopTier: number;
  /** The loop, the interpreter and the clause-by-clause reading all agree. */
  consistent: boolean;
}

export interface TraceInputs {
  entry: CompiledProduct;
  matcher: LocationMatcher;
  batch: ConsumerBatch;
  row: number;
  read: FieldReader;
  decision: ProductDecision;
  loopTier: number;
}

function mlaOf(batch: ConsumerBatch, row: number): boolean {
  if (batch.mla !== undefined) return batch.mla[row] === 1;
  return batch.attributes.MILITARY_LENDING_COVERED?.[row] === 1;
}

/** One product's trace for one consumer: checks in the engine's order, every rule read clause by clause. */
export function traceProduct({ entry, matcher, batch, row, read, decision, loopTier }: TraceInputs): ProductTrace {
  const state = batch.state[row] ?? '';
  const county = batch.county?.[row] ?? null;
  const zip = batch.zip?.[row] ?? null;
  const member = matcher.matches(state, county, zip);
  const code = consumerCode(entry, batch, row, member ? 0 : 1);
  const eligibility = traceEligibility(code, {
    member,
    productArea: entry.eligibility === null || entry.eligibility.matches(state, county, zip),
    mlaCovered: mlaOf(batch, row),
    acceptsMla: entry.acceptsMla,
  });
  const rule = traceRule(entry.rule, read);
  const reached = entry.fixedReason === null && code === 0 && rule.passed;
  const tiers = traceTiers(entry.tiers, read, reached);
  const won = tiers.find((tier) => tier.outcome === 'won');
  const decided = decision.offered ? decision.tierIndex : -1;
  return {
    productId: entry.product.id,
    lenderId: entry.product.lenderId,
    status: entry.product.status,
    inventory: traceInventory(entry),
    eligibility,
    rule,
    tiers,
    decision,
    loopTier,
    consistent: decided === loopTier && (won?.index ?? -1) === decided,
  };
}
