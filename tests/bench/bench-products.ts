import type { EngineLender, EngineProduct } from '../../domain/engine/engine-types.ts';
import { Xorshift32 } from '../../server/providers/xorshift32.ts';
import { STATES } from './bench-population.ts';

/**
 * 20 products × 5 tiers over 5 lenders, drawn from two rule shapes with seeded parameters. The hand-written loop and
 * the json-rules-engine translation read the same parameters, so all three evaluate the same predicates.
 */
export interface ProductParameters {
  shape: 0 | 1;
  lender: number;
  a: number;
  b: number;
  c: number;
  tiers: { lo: number; delinquencies: number; collections: number }[];
}

export interface BenchSetup {
  lenders: EngineLender[];
  products: EngineProduct[];
  parameters: ProductParameters[];
  /** Per lender: null for national presence, else its member states. */
  lenderStates: (Set<string> | null)[];
}

export const PRODUCT_COUNT = 20;
export const TIER_COUNT = 5;
export const LENDER_COUNT = 5;

export function benchSetup(seed = 7): BenchSetup {
  const random = new Xorshift32(seed);
  const lenderStates = Array.from({ length: LENDER_COUNT }, (_, index) =>
    index % 2 === 0 ? null : new Set(STATES.filter(() => random.next() % 3 !== 0)),
  );
  const lenders: EngineLender[] = lenderStates.map((states, index) => ({
    id: `lender-${index}`,
    acceptsMla: index % 3 === 0,
    membership: states === null ? [{ state: '*' }] : [...states].map((state) => ({ state })),
  }));
  const parameters: ProductParameters[] = [];
  const products: EngineProduct[] = [];
  for (let p = 0; p < PRODUCT_COUNT; p++) {
    const shape = (p % 2) as 0 | 1;
    const a = random.int(520, 640);
    const b = shape === 0 ? random.int(30, 50) : random.int(2, 8);
    const c = shape === 0 ? random.int(30_000, 90_000) : random.int(30, 70);
    const tiers = Array.from({ length: TIER_COUNT }, (_, t) => ({
      lo: 800 - t * random.int(30, 50),
      delinquencies: 1 + t,
      collections: random.int(1, 3),
    }));
    parameters.push({ shape, lender: p % LENDER_COUNT, a, b, c, tiers });
    const score = shape === 0 ? 'VANTAGE_SCORE' : 'FICO';
    products.push({
      id: `product-${p}`,
      lenderId: `lender-${p % LENDER_COUNT}`,
      type: shape === 0 ? 'Unsecured_Loan' : 'Used_Auto',
      status: 'active',
      rule:
        shape === 0
          ? `VANTAGE_SCORE >= ${a} and (DEBT_TO_INCOME < ${b} or ESTIMATED_INCOME > ${c})`
          : `FICO >= ${a} and INQUIRIES_6M < ${b} and (REVOLVING_UTILIZATION < ${c} or TRADES_OPEN >= 5)`,
      tiers: tiers.map((tier, t) => ({
        id: `tier-${p}-${t}`,
        name: `Tier ${t + 1}`,
        type: 'PRESCREEN',
        rule: `COLLECTIONS_COUNT < ${tier.collections} or CHARGE_OFF_COUNT = 0`,
        criteria: {
          [score]: `GTE ${tier.lo}`,
          BANKRUPTCY_COUNT: t < 2 ? 'IN "0"' : 'NOTIN "3,4,5"',
          DELINQUENT_30_DAYS_12M: `LT ${tier.delinquencies}`,
        },
        terms: [{ term: 60, apr: (4 + t).toFixed(2), limit: '40000', minimum: '1000' }],
      })),
    });
  }
  return { lenders, products, parameters, lenderStates };
}
