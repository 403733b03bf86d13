import fc from 'fast-check';
import { Engine } from 'json-rules-engine';
import { describe, expect, it } from 'vitest';
import { recordArbitrary, ruleArbitrary } from '../rules/rule-arbitraries.test-support.ts';
import type { RuleNode } from '../rules/rule-ast.ts';
import { toJsonRulesTopLevel } from '../rules/to-json-rules.ts';
import { batchFromConsumers } from './consumer-batch.ts';
import { ruleEngine } from './rule-engine.test-support.ts';

/**
 * The engine against json-rules-engine 7 on random product and tier rules (comparisons, in / not-in lists, nested
 * and / or) and random consumers. The engine reads the rules as console text (formatRule), json-rules-engine gets
 * the AST translated; each consumer must get the same tier, or the same kind of decline, from both.
 */
type Outcome = number | 'RULE_FAILED' | 'NO_TIER_MATCHED';

async function referenceOutcome(product: RuleNode, tiers: readonly RuleNode[], facts: Record<string, number>) {
  const engine = new Engine([], { allowUndefinedFacts: false });
  engine.addRule({ conditions: toJsonRulesTopLevel(product), event: { type: 'product' } });
  tiers.forEach((tier, index) => {
    engine.addRule({ conditions: toJsonRulesTopLevel(tier), event: { type: `tier-${index}` } });
  });
  const { events } = await engine.run(facts);
  const passed = new Set(events.map((event) => event.type));
  if (!passed.has('product')) return 'RULE_FAILED';
  const tier = tiers.findIndex((_, index) => passed.has(`tier-${index}`));
  return tier === -1 ? 'NO_TIER_MATCHED' : tier;
}

function engineOutcomes(product: RuleNode, tiers: readonly RuleNode[], records: Record<string, number>[]): Outcome[] {
  const engine = ruleEngine(product, tiers);
  const batch = batchFromConsumers(records.map((attributes, id) => ({ id, state: 'CA', attributes })));
  const { offers, declines } = engine.run(batch, { declines: true });
  const outcomes: Outcome[] = records.map(() => 'NO_TIER_MATCHED');
  for (let k = 0; k < offers.length; k++) outcomes[offers.row[k] as number] = offers.tier[k] as number;
  for (const decline of declines) {
    outcomes[decline.row] = decline.reason.startsWith('RULE_FAILED:') ? 'RULE_FAILED' : 'NO_TIER_MATCHED';
  }
  return outcomes;
}

describe('engine vs json-rules-engine', () => {
  it('agrees on every consumer of random rules', async () => {
    let compared = 0;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        ruleArbitrary({ withIn: true }),
        fc.array(ruleArbitrary({ withIn: true }), { minLength: 1, maxLength: 3 }),
        fc.array(recordArbitrary(), { minLength: 1, maxLength: 8 }),
        async (product, tiers, records) => {
          const mine = engineOutcomes(product, tiers, records);
          const theirs = await Promise.all(records.map((facts) => referenceOutcome(product, tiers, facts)));
          compared += records.length;
          for (const outcome of theirs) seen.add(typeof outcome === 'number' ? 'TIER' : outcome);
          expect(mine).toEqual(theirs);
        },
      ),
      { numRuns: 300 },
    );
    expect(compared).toBeGreaterThan(300);
    // The random rules must exercise every kind of decision, or agreement would prove little.
    expect([...seen].sort()).toEqual(['NO_TIER_MATCHED', 'RULE_FAILED', 'TIER']);
  });
});
