import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordArbitrary, ruleArbitrary } from '../rules/rule-arbitraries.test-support.ts';
import { batchFromConsumers } from './consumer-batch.ts';
import { ruleEngine } from './rule-engine.test-support.ts';

/**
 * On random product and tier rules and random consumers, the trace's three readings — the generated loop offer
 * generation runs, the interpreter and the clause-by-clause reading — agree for every consumer, and a product rule
 * that failed always shows a failed clause (the reasons a consumer is given come from those).
 */
describe('the rule trace on random rules', () => {
  it('agrees with the generated loop on every consumer', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        ruleArbitrary({ withIn: true }),
        fc.array(ruleArbitrary({ withIn: true }), { minLength: 1, maxLength: 3 }),
        fc.array(recordArbitrary(), { minLength: 1, maxLength: 8 }),
        (product, tiers, records) => {
          const engine = ruleEngine(product, tiers);
          const batch = batchFromConsumers(records.map((attributes, id) => ({ id, state: 'CA', attributes })));
          records.forEach((_, row) => {
            const [trace] = engine.trace(batch, row);
            expect(trace?.consistent).toBe(true);
            if (trace && !trace.rule.passed) expect(trace.rule.clauses.some((clause) => !clause.passed)).toBe(true);
            const decision = trace?.decision;
            seen.add(!decision || decision.offered ? 'offered' : (decision.reason.split(':')[0] ?? ''));
          });
        },
      ),
      { numRuns: 200 },
    );
    expect([...seen].sort()).toEqual(['NO_TIER_MATCHED', 'RULE_FAILED', 'offered']);
  });
});
