import type { EngineConfig, EngineConfigIssue } from './compile-engine.ts';
import type { EngineProduct, ReasonCode, TierDefinition } from './engine-types.ts';
import { compileLocations, type LocationMatcher } from './membership.ts';
import { type BuiltRule, buildRule } from './product-rules.ts';

/*
 * Products and tiers as the engine runs them: rules parsed once, eligibility lists made into matchers, and the
 * reason a product can offer nothing at all (inactive, out of inventory) found before any consumer is read.
 */

export interface CompiledTier {
  definition: TierDefinition;
  /** The tier's index in its product (what an offer names), not in the filtered list. */
  index: number;
  rule: BuiltRule;
}

export interface CompiledProduct {
  product: EngineProduct;
  lenderIndex: number;
  acceptsMla: boolean;
  eligibility: LocationMatcher | null;
  fixedReason: ReasonCode | null;
  rule: BuiltRule;
  tiers: CompiledTier[];
}

/** A product the generated loop evaluates, with its index among all products. */
export interface LiveProduct {
  entry: CompiledProduct;
  index: number;
}

function fixedReasonOf(product: EngineProduct): ReasonCode | null {
  if (product.status !== 'active') return 'PRODUCT_INACTIVE';
  const inventory = product.inventory;
  if (inventory === undefined) return null;
  const countGone = inventory.limitCount !== null && inventory.redeemedCount >= inventory.limitCount;
  const amountGone = inventory.limitAmount !== null && inventory.redeemedAmount >= inventory.limitAmount;
  return countGone || amountGone ? 'INVENTORY_EXHAUSTED' : null;
}

/** The product's tiers of the run's tier type, in order; a rule that does not build is an issue. */
function compileTiers(config: EngineConfig, product: EngineProduct, issues: EngineConfigIssue[]): CompiledTier[] {
  const tiers: CompiledTier[] = [];
  product.tiers.forEach((definition, tierIndex) => {
    if (config.tierType !== undefined && definition.type !== config.tierType) return;
    const tierRule = buildRule(definition, config.tierRuleContext ?? 'tier');
    if (tierRule.ok) tiers.push({ definition, index: tierIndex, rule: tierRule.rule });
    else
      issues.push(...tierRule.messages.map((message) => ({ productId: product.id, tierId: definition.id, message })));
  });
  return tiers;
}

/** Every product compiled, and every problem found on the way (the caller refuses the config when there is one). */
export function compileProducts(config: EngineConfig): { compiled: CompiledProduct[]; issues: EngineConfigIssue[] } {
  const issues: EngineConfigIssue[] = [];
  const lenderIndex = new Map(config.lenders.map((lender, index) => [lender.id, index]));
  const compiled = config.products.map((product): CompiledProduct => {
    const index = lenderIndex.get(product.lenderId);
    if (index === undefined) issues.push({ productId: product.id, message: `Unknown lender '${product.lenderId}'` });
    const rule = buildRule(product, config.productRuleContext ?? 'console');
    if (!rule.ok) issues.push(...rule.messages.map((message) => ({ productId: product.id, message })));
    const tiers = compileTiers(config, product, issues);
    const lender = config.lenders[index ?? 0];
    return {
      product,
      lenderIndex: index ?? 0,
      acceptsMla: lender?.acceptsMla ?? false,
      eligibility: product.eligibility === undefined ? null : compileLocations(product.eligibility),
      fixedReason: fixedReasonOf(product),
      rule: rule.ok ? rule.rule : { ast: { kind: 'true', span: { start: 0, end: 0 } }, source: null },
      tiers,
    };
  });
  return { compiled, issues };
}
