import { describe, expect, it } from 'vitest';
import { compileEngine, type EngineConfig, EngineConfigError } from './compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from './consumer-batch.ts';
import type { EngineLender, EngineProduct, TierDefinition } from './engine-types.ts';
import { declineCopyRows, offerCopyRows, streamOffers } from './stream-offers.ts';

const terms = [{ term: 60, apr: '5.99', limit: '40000', minimum: '5000' }];
const tier = (id: string, rule: string, type: TierDefinition['type'] = 'PRESCREEN'): TierDefinition => ({
  id,
  name: id,
  type,
  rule,
  terms,
});

const national: EngineLender = { id: 'cu', acceptsMla: true, membership: [{ state: '*' }] };
const local: EngineLender = {
  id: 'local',
  acceptsMla: false,
  membership: [{ state: 'NV' }, { state: 'CA', counties: [{ county: 'Sacramento', zipcodes: ['95814', '95816'] }] }],
};

const auto: EngineProduct = {
  id: 'auto',
  lenderId: 'cu',
  type: 'Used_Auto',
  status: 'active',
  rule: 'FICO >= 600 and (DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)',
  tiers: [tier('A', 'FICO >= 740'), tier('B', 'FICO >= 680'), tier('C', 'FICO >= 640')],
};

const consumer = (id: number, attributes: ConsumerRecord['attributes'], extra: Partial<ConsumerRecord> = {}) => ({
  id,
  state: 'CA',
  attributes: { DEBT_TO_INCOME: 30, ESTIMATED_INCOME: 40000, ...attributes },
  ...extra,
});

function decisions(config: EngineConfig, consumers: ConsumerRecord[]) {
  const engine = compileEngine(config);
  const batch = batchFromConsumers(consumers);
  const interpreted = consumers.map((_, row) => engine.decide(batch, row));
  const { offers, declines } = engine.run(batch, { declines: true });
  // The compiled loop must say exactly what the interpreter says, declines and their reasons included.
  const compiled = consumers.map((_, row) =>
    config.products.map((product, index) => {
      const offer = [...offers.row.keys()].find((k) => offers.row[k] === row && offers.product[k] === index);
      if (offer !== undefined) {
        const tierIndex = offers.tier[offer] as number;
        return {
          productId: product.id,
          offered: true,
          tierId: product.tiers[tierIndex]?.id,
          tierIndex,
          terms: product.tiers[tierIndex]?.terms,
        };
      }
      const decline = declines.find((entry) => entry.row === row && entry.product === index);
      return { productId: product.id, offered: false, reason: decline?.reason };
    }),
  );
  expect(compiled).toEqual(interpreted);
  return interpreted;
}

const summary = (result: ReturnType<typeof decisions>) =>
  result.map((row) => row.map((decision) => (decision.offered ? decision.tierId : decision.reason)));

describe('compileEngine', () => {
  it('picks the first matching tier in order', () => {
    const result = decisions({ lenders: [national], products: [auto] }, [
      consumer(1, { FICO: 750 }),
      consumer(2, { FICO: 700 }),
      consumer(3, { FICO: 650 }),
    ]);
    expect(summary(result)).toEqual([['A'], ['B'], ['C']]);
    expect(result[0]?.[0]).toMatchObject({ offered: true, tierIndex: 0, terms });
  });

  it('declines with the failing clause quoted as written, or NO_TIER_MATCHED', () => {
    const result = decisions({ lenders: [national], products: [auto] }, [
      consumer(1, { FICO: 500 }),
      consumer(2, { FICO: 700, DEBT_TO_INCOME: 50 }),
      consumer(3, { FICO: 610 }),
    ]);
    expect(summary(result)).toEqual([
      ['RULE_FAILED:FICO >= 600'],
      ['RULE_FAILED:(DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)'],
      ['NO_TIER_MATCHED'],
    ]);
  });

  it('fails a rule on a missing bureau value', () => {
    const result = decisions({ lenders: [national], products: [auto] }, [
      { id: 1, state: 'CA', attributes: { FICO: 700 } },
    ]);
    expect(summary(result)).toEqual([['RULE_FAILED:(DEBT_TO_INCOME < 45 or ESTIMATED_INCOME > 50000)']]);
  });

  it('declines inactive and exhausted products for everyone', () => {
    const products: EngineProduct[] = [
      { ...auto, id: 'off', status: 'inactive' },
      { ...auto, id: 'count', inventory: { limitCount: 10, limitAmount: null, redeemedCount: 10, redeemedAmount: 0 } },
      {
        ...auto,
        id: 'amount',
        inventory: { limitCount: null, limitAmount: 5000, redeemedCount: 1, redeemedAmount: 5000 },
      },
      { ...auto, id: 'left', inventory: { limitCount: 10, limitAmount: 5000, redeemedCount: 9, redeemedAmount: 4999 } },
    ];
    const result = decisions({ lenders: [national], products }, [consumer(1, { FICO: 750 })]);
    expect(summary(result)).toEqual([['PRODUCT_INACTIVE', 'INVENTORY_EXHAUSTED', 'INVENTORY_EXHAUSTED', 'A']]);
  });

  it('admits members by wildcard, state, county or zip code', () => {
    const products = [{ ...auto, lenderId: 'local' }];
    const result = decisions({ lenders: [{ ...local, acceptsMla: true }], products }, [
      consumer(1, { FICO: 750 }, { state: 'NV' }),
      consumer(2, { FICO: 750 }, { state: 'ca', county: 'SACRAMENTO' }),
      consumer(3, { FICO: 750 }, { state: 'CA', county: 'Yolo', zip: '95816' }),
      consumer(4, { FICO: 750 }, { state: 'CA', county: 'Yolo', zip: '95616' }),
      consumer(5, { FICO: 750 }, { state: 'TX' }),
      consumer(6, { FICO: 750 }, { state: 'NV', zip: '95814' }),
    ]);
    expect(summary(result)).toEqual([['A'], ['A'], ['A'], ['MEMBERSHIP_INELIGIBLE'], ['MEMBERSHIP_INELIGIBLE'], ['A']]);
    const nationwide = decisions({ lenders: [national], products: [auto] }, [
      consumer(7, { FICO: 750 }, { state: 'TX' }),
    ]);
    expect(summary(nationwide)).toEqual([['A']]);
  });

  it('applies product eligibility within membership', () => {
    const products = [{ ...auto, eligibility: [{ state: 'NV' }] }];
    const result = decisions({ lenders: [national], products }, [
      consumer(1, { FICO: 750 }, { state: 'NV' }),
      consumer(2, { FICO: 750 }, { state: 'CA' }),
    ]);
    expect(summary(result)).toEqual([['A'], ['PRODUCT_INELIGIBLE']]);
  });

  it('gives covered borrowers offers only from lenders that accept MLA', () => {
    const products = [auto, { ...auto, id: 'local-auto', lenderId: 'local' }];
    const config = { lenders: [national, { ...local, membership: [{ state: '*' }] }], products };
    const result = decisions(config, [
      consumer(1, { FICO: 750 }, { mla: true }),
      consumer(2, { FICO: 750 }, { mla: false }),
    ]);
    expect(summary(result)).toEqual([
      ['A', 'MLA_NOT_ACCEPTED'],
      ['A', 'A'],
    ]);
  });

  it('reads the MLA flag from the bureau attribute when the batch has no flag column', () => {
    const engine = compileEngine({ lenders: [{ ...national, acceptsMla: false }], products: [auto] });
    const batch = { ...batchFromConsumers([consumer(1, { FICO: 750, MILITARY_LENDING_COVERED: 1 })]) };
    delete batch.mla;
    expect(engine.decide(batch, 0)[0]).toMatchObject({ offered: false, reason: 'MLA_NOT_ACCEPTED' });
    expect(engine.run(batch).offers.length).toBe(0);
  });

  it('reports the first reason in a fixed order', () => {
    const products = [{ ...auto, lenderId: 'local', eligibility: [{ state: 'NV' }] }];
    const result = decisions({ lenders: [local], products }, [
      consumer(1, { FICO: 100 }, { state: 'TX', mla: true }),
      consumer(2, { FICO: 100 }, { state: 'CA', county: 'Sacramento', mla: true }),
      consumer(3, { FICO: 100 }, { state: 'NV', mla: true }),
      consumer(4, { FICO: 100 }, { state: 'NV' }),
    ]);
    expect(summary(result)).toEqual([
      ['MEMBERSHIP_INELIGIBLE'],
      ['PRODUCT_INELIGIBLE'],
      ['MLA_NOT_ACCEPTED'],
      ['RULE_FAILED:FICO >= 600'],
    ]);
  });

  it('only tries tiers of the run type', () => {
    const product = { ...auto, tiers: [tier('Q', 'FICO >= 600', 'PREQUAL'), tier('S', 'FICO >= 700', 'PRESCREEN')] };
    const consumers = [consumer(1, { FICO: 750 }), consumer(2, { FICO: 650 })];
    expect(summary(decisions({ lenders: [national], products: [product] }, consumers))).toEqual([['Q'], ['Q']]);
    expect(summary(decisions({ lenders: [national], products: [product], tierType: 'PRESCREEN' }, consumers))).toEqual([
      ['S'],
      ['NO_TIER_MATCHED'],
    ]);
    expect(summary(decisions({ lenders: [national], products: [product], tierType: 'PREQUAL' }, consumers))).toEqual([
      ['Q'],
      ['Q'],
    ]);
  });

  it('combines tier rules with criteria cells, IN and NOTIN included', () => {
    const product: EngineProduct = {
      ...auto,
      rule: '',
      tiers: [
        {
          id: 'T1',
          name: 'T1',
          type: 'PRESCREEN',
          rule: 'FICO >= 700',
          criteria: { INQUIRIES_6M: 'LT 3', BANKRUPTCY_COUNT: 'IN "0"' },
          terms,
        },
        {
          id: 'T2',
          name: 'T2',
          type: 'PRESCREEN',
          criteria: { VANTAGE_SCORE: 'GTE 600 LT 800', bankruptcy_count: 'NOTIN "2,3"' },
          terms,
        },
      ],
    };
    const result = decisions({ lenders: [national], products: [product] }, [
      consumer(1, { FICO: 720, INQUIRIES_6M: 1, BANKRUPTCY_COUNT: 0, VANTAGE_SCORE: 500 }),
      consumer(2, { FICO: 720, INQUIRIES_6M: 1, BANKRUPTCY_COUNT: 1, VANTAGE_SCORE: 650 }),
      consumer(3, { FICO: 720, INQUIRIES_6M: 3, BANKRUPTCY_COUNT: 2, VANTAGE_SCORE: 650 }),
      consumer(4, { FICO: 720, INQUIRIES_6M: 3, BANKRUPTCY_COUNT: 1, VANTAGE_SCORE: 800 }),
    ]);
    expect(summary(result)).toEqual([['T1'], ['T2'], ['NO_TIER_MATCHED'], ['NO_TIER_MATCHED']]);
  });

  it('quotes a failing criteria clause through the formatter', () => {
    const product: EngineProduct = { ...auto, rule: '', criteria: { VANTAGE_SCORE: 'GTE 600' } };
    const result = decisions({ lenders: [national], products: [product] }, [consumer(1, { VANTAGE_SCORE: 550 })]);
    expect(summary(result)).toEqual([['RULE_FAILED:VANTAGE_SCORE >= 600']]);
  });

  it('rejects invalid configuration with every issue', () => {
    const bad: EngineProduct = {
      ...auto,
      lenderId: 'nobody',
      rule: 'FICO != 3',
      tiers: [{ ...tier('X', 'SHOE > 1'), criteria: { NOPE: 'GTE 1', FICO: 'GTE', AGE: 'EQ CA' } }],
    };
    let caught: unknown;
    try {
      compileEngine({ lenders: [national], products: [bad] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(EngineConfigError);
    expect((caught as EngineConfigError).issues).toEqual([
      { productId: 'auto', message: "Unknown lender 'nobody'" },
      { productId: 'auto', message: "Operator '!=' is not allowed at position 6; allowed operators: =, <, >, <=, >=" },
      { productId: 'auto', tierId: 'X', message: "Unknown bureau field 'SHOE' at position 1" },
      { productId: 'auto', tierId: 'X', message: "Unknown bureau field 'NOPE'" },
      { productId: 'auto', tierId: 'X', message: 'FICO: No value found after gte' },
      { productId: 'auto', tierId: 'X', message: "Values must be integers: 'CA' for AGE" },
    ]);
  });

  it('streams batches, reusing buffers, and writes COPY rows', () => {
    const engine = compileEngine({ lenders: [national], products: [auto, { ...auto, id: 'off', status: 'inactive' }] });
    const batches = [
      batchFromConsumers([consumer(10, { FICO: 750 }), consumer(11, { FICO: 500 })]),
      batchFromConsumers([consumer(12, { FICO: 690 })]),
    ];
    const rows: string[] = [];
    const declineRows: string[] = [];
    for (const chunk of streamOffers(engine, batches, { declines: true })) {
      rows.push(offerCopyRows(engine, chunk));
      declineRows.push(declineCopyRows(engine, chunk));
    }
    expect(rows).toEqual(['10\tauto\tA\n', '12\tauto\tB\n']);
    expect(declineRows).toEqual([
      '10\toff\tPRODUCT_INACTIVE\n11\toff\tPRODUCT_INACTIVE\n11\tauto\tRULE_FAILED:FICO >= 600\n',
      '12\toff\tPRODUCT_INACTIVE\n',
    ]);
    expect(engine.fields).toEqual(['FICO', 'DEBT_TO_INCOME', 'ESTIMATED_INCOME']);
  });
});
