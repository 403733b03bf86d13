import { describe, expect, it } from 'vitest';
import { compileEngine } from './compile-engine.ts';
import { batchFromConsumers } from './consumer-batch.ts';
import type { EngineLender, EngineProduct, TierDefinition } from './engine-types.ts';

const terms = [{ term: 60, apr: '5.99', limit: '40000', minimum: '5000' }];
const tier = (id: string, rule: string): TierDefinition => ({ id, name: `Tier ${id}`, type: 'PRESCREEN', rule, terms });
const local: EngineLender = { id: 'cu', acceptsMla: false, membership: [{ state: 'CO' }] };
const auto: EngineProduct = {
  id: 'auto',
  lenderId: 'cu',
  type: 'Used_Auto',
  status: 'active',
  rule: 'FICO >= 600 and COLLECTIONS_COUNT <= 2',
  tiers: [tier('A', 'FICO >= 740'), tier('B', 'FICO >= 680'), tier('C', 'FICO >= 640')],
};
const engine = compileEngine({ lenders: [local], products: [auto] });
const traceOf = (state: string, attributes: Record<string, number>, mla = false) =>
  engine.trace(batchFromConsumers([{ id: 0, state, attributes, mla }]), 0)[0];

describe('the rule trace', () => {
  it('names the winning tier, the tier that lost on its rule and the one shadowed by the winner', () => {
    const trace = traceOf('CO', { FICO: 700, COLLECTIONS_COUNT: 1 });
    expect(trace?.decision).toMatchObject({ offered: true, tierId: 'B' });
    expect(trace?.tiers.map((t) => t.outcome)).toEqual(['failed', 'won', 'shadowed']);
    expect(trace?.tiers[0]?.rule.clauses).toEqual([
      { text: 'FICO >= 740', field: 'FICO', value: 700, passed: false, bound: 'min' },
    ]);
    expect(trace?.rule.clauses.map((c) => [c.field, c.value, c.passed])).toEqual([
      ['FICO', 700, true],
      ['COLLECTIONS_COUNT', 1, true],
    ]);
    expect(trace?.loopTier).toBe(1);
    expect(trace?.consistent).toBe(true);
  });

  it('quotes the failing product clause with the missing value as null, and tries no tier', () => {
    const trace = traceOf('CO', { COLLECTIONS_COUNT: 4 });
    expect(trace?.decision).toMatchObject({ offered: false, reason: 'RULE_FAILED:FICO >= 600' });
    expect(trace?.rule.clauses.map((c) => [c.value, c.passed])).toEqual([
      [null, false],
      [4, false],
    ]);
    expect(trace?.tiers.every((t) => t.outcome === 'notReached')).toBe(true);
    expect(trace?.consistent).toBe(true);
  });

  it('reports membership and the MLA before any rule', () => {
    expect(traceOf('NM', { FICO: 800, COLLECTIONS_COUNT: 0 })?.eligibility).toMatchObject({
      member: false,
      failed: 'MEMBERSHIP_INELIGIBLE',
    });
    const covered = traceOf('CO', { FICO: 800, COLLECTIONS_COUNT: 0 }, true);
    expect(covered?.eligibility).toMatchObject({ member: true, mlaCovered: true, failed: 'MLA_NOT_ACCEPTED' });
    expect(covered?.decision).toMatchObject({ offered: false, reason: 'MLA_NOT_ACCEPTED' });
    expect(covered?.tiers.every((t) => t.outcome === 'notReached')).toBe(true);
  });

  it('shows an exhausted redeem limit as the reason, with the rules still read', () => {
    const exhausted = compileEngine({
      lenders: [local],
      products: [{ ...auto, inventory: { limitCount: 5, limitAmount: null, redeemedCount: 5, redeemedAmount: 0 } }],
    });
    const [trace] = exhausted.trace(batchFromConsumers([{ id: 0, state: 'CO', attributes: { FICO: 790 } }]), 0);
    expect(trace?.inventory).toMatchObject({ limitCount: 5, redeemedCount: 5, exhausted: true });
    expect(trace?.decision).toMatchObject({ offered: false, reason: 'INVENTORY_EXHAUSTED' });
    expect(trace?.rule.clauses[0]).toMatchObject({ field: 'FICO', value: 790, passed: true });
    expect(trace?.loopTier).toBe(-1);
  });

  it('is deterministic: the same inputs give the same trace', () => {
    expect(traceOf('CO', { FICO: 650, COLLECTIONS_COUNT: 0 })).toEqual(
      traceOf('CO', { FICO: 650, COLLECTIONS_COUNT: 0 }),
    );
  });
});
