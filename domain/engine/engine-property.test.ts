import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_FREQUENCIES } from '../catalog/consumer.ts';
import { formatRule } from '../rules/format-rule.ts';
import { ruleArbitrary } from '../rules/rule-arbitraries.test-support.ts';
import { compileEngine } from './compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from './consumer-batch.ts';
import type { EngineLender, EngineProduct, LenderLocation, ProductDecision } from './engine-types.ts';

/** The generated loop against the interpreter (decide) on random configurations and consumers, gaps included. */
const FIELDS = [
  'FICO',
  'AGE',
  'TRADES_OPEN',
  'UC_DERIVED_FIELDS_StatedIncome',
  'UC_DERIVED_FIELDS_PayFrequency',
] as const;
const STATES = ['CA', 'NV', 'TX'];
const COUNTIES = ['Yolo', 'Kern'];
const ZIPS = ['95616', '93301', '73301'];

const location: fc.Arbitrary<LenderLocation> = fc.oneof(
  fc.record({ state: fc.constantFrom('*', ...STATES) }),
  fc.record({
    state: fc.constantFrom(...STATES),
    counties: fc.array(fc.record({ county: fc.constantFrom(...COUNTIES), zipcodes: fc.subarray(ZIPS) }), {
      minLength: 1,
      maxLength: 2,
    }),
  }),
);

const lender = (id: string): fc.Arbitrary<EngineLender> =>
  fc.record({ id: fc.constant(id), acceptsMla: fc.boolean(), membership: fc.array(location, { maxLength: 3 }) });

const rule = ruleArbitrary({ fields: FIELDS as never, withIn: true }).map(formatRule);

const product = (id: string): fc.Arbitrary<EngineProduct> =>
  fc
    .record({
      lenderId: fc.constantFrom('l0', 'l1'),
      active: fc.boolean(),
      rule: fc.option(rule, { nil: undefined }),
      eligibility: fc.option(fc.array(location, { minLength: 1, maxLength: 2 }), { nil: undefined }),
      exhausted: fc.integer({ min: 0, max: 5 }),
      tiers: fc.array(fc.record({ rule, type: fc.constantFrom('PREQUAL' as const, 'PRESCREEN' as const) }), {
        maxLength: 3,
      }),
    })
    .map((drawn) => ({
      id,
      lenderId: drawn.lenderId,
      type: 'Unsecured_Loan' as const,
      status: drawn.active || drawn.exhausted > 0 ? ('active' as const) : ('inactive' as const),
      ...(drawn.rule === undefined ? {} : { rule: drawn.rule }),
      ...(drawn.eligibility === undefined ? {} : { eligibility: drawn.eligibility }),
      inventory: { limitCount: 3, limitAmount: null, redeemedCount: drawn.exhausted === 1 ? 3 : 0, redeemedAmount: 0 },
      tiers: drawn.tiers.map((tier, index) => ({
        id: `${id}-t${index}`,
        name: `t${index}`,
        type: tier.type,
        rule: tier.rule,
        terms: [{ term: 12, apr: '9', limit: '1000', minimum: '100' }],
      })),
    }));

const consumer: fc.Arbitrary<Omit<ConsumerRecord, 'id'>> = fc.record({
  state: fc.constantFrom(...STATES, 'ca'),
  county: fc.option(fc.constantFrom(...COUNTIES, 'YOLO')),
  zip: fc.option(fc.constantFrom(...ZIPS)),
  mla: fc.boolean(),
  attributes: fc.record(
    {
      FICO: fc.integer({ min: -5, max: 20 }),
      AGE: fc.integer({ min: -5, max: 20 }),
      TRADES_OPEN: fc.integer({ min: -5, max: 20 }),
    },
    { requiredKeys: [] },
  ),
  stated: fc.record({
    annualIncome: fc.option(fc.integer({ min: -5, max: 20 })),
    payFrequency: fc.option(fc.constantFrom(...PAY_FREQUENCIES)),
  }),
});

function compiledDecisions(
  engine: ReturnType<typeof compileEngine>,
  products: EngineProduct[],
  count: number,
  batch: ReturnType<typeof batchFromConsumers>,
) {
  const { offers, declines } = engine.run(batch, { declines: true });
  const plain = engine.run(batch);
  expect([...plain.offers.row]).toEqual([...offers.row]);
  const result: ProductDecision[][] = Array.from({ length: count }, () => []);
  for (let k = 0; k < offers.length; k++) {
    const row = offers.row[k] as number;
    const definition = products[offers.product[k] as number] as EngineProduct;
    const tierIndex = offers.tier[k] as number;
    const tier = definition.tiers[tierIndex];
    if (tier === undefined) throw new Error('tier out of range');
    result[row]?.push({ productId: definition.id, offered: true, tierId: tier.id, tierIndex, terms: tier.terms });
  }
  for (const decline of declines) {
    result[decline.row]?.push({
      productId: (products[decline.product] as EngineProduct).id,
      offered: false,
      reason: decline.reason,
    });
  }
  return result.map((row) => row.sort((x, y) => x.productId.localeCompare(y.productId)));
}

describe('compiled engine vs interpreter (properties)', () => {
  it('agrees on every decision and reason', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.tuple(lender('l0'), lender('l1')),
        fc.tuple(product('p0'), product('p1'), product('p2')),
        fc.option(fc.constantFrom('PREQUAL' as const, 'PRESCREEN' as const), { nil: undefined }),
        fc.array(consumer, { minLength: 1, maxLength: 6 }),
        (lenders, products, tierType, drawn) => {
          const engine = compileEngine({
            lenders,
            products,
            ...(tierType === undefined ? {} : { tierType }),
            productRuleContext: 'tier',
            asOfYear: 2026,
          });
          const batch = batchFromConsumers(drawn.map((entry, id) => ({ ...entry, id })));
          const interpreted = drawn.map((_, row) => engine.decide(batch, row));
          expect(compiledDecisions(engine, products, drawn.length, batch)).toEqual(interpreted);
          for (const decision of interpreted.flat())
            seen.add(decision.offered ? 'OFFER' : (decision.reason.split(':')[0] as string));
        },
      ),
      { numRuns: 200 },
    );
    // Every outcome must have been exercised for the agreement to mean something.
    expect([...seen].sort()).toEqual([
      'INVENTORY_EXHAUSTED',
      'MEMBERSHIP_INELIGIBLE',
      'MLA_NOT_ACCEPTED',
      'NO_TIER_MATCHED',
      'OFFER',
      'PRODUCT_INACTIVE',
      'PRODUCT_INELIGIBLE',
      'RULE_FAILED',
    ]);
  });
});
