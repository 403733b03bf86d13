import { describe, expect, it } from 'vitest';
import { compileEngine } from './compile-engine.ts';
import { batchFromConsumers, type ConsumerRecord } from './consumer-batch.ts';
import { computeDerivedField } from './derived-fields.ts';
import type { EngineProduct } from './engine-types.ts';

const consumers: ConsumerRecord[] = [
  {
    id: 1,
    state: 'CA',
    attributes: { TOTAL_MONTHLY_PAYMENT: 1000, TOTAL_UNSECURED_DEBT: 12000 },
    stated: { annualIncome: 60000, payFrequency: 'BI_WEEKLY', vehicleYear: 2019, vehicleMileage: 42000 },
  },
  { id: 2, state: 'CA', attributes: { TOTAL_MONTHLY_PAYMENT: 500 }, stated: { annualIncome: 0 } },
  { id: 3, state: 'CA', attributes: {} },
];

function derived(field: Parameters<typeof computeDerivedField>[0]) {
  return [...computeDerivedField(field, batchFromConsumers(consumers), 2026, new Float64Array(3))];
}

describe('derived checks', () => {
  it('computes each UC_DERIVED_FIELDS_ field from stated data', () => {
    expect(derived('UC_DERIVED_FIELDS_StatedIncome')).toEqual([60000, 0, Number.NaN]);
    expect(derived('UC_DERIVED_FIELDS_DebtToStatedIncome')).toEqual([20, Number.NaN, Number.NaN]);
    expect(derived('UC_DERIVED_FIELDS_CombinedUnsecuredDebtToStatedIncome')).toEqual([20, Number.NaN, Number.NaN]);
    expect(derived('UC_DERIVED_FIELDS_PayFrequency')).toEqual([26, Number.NaN, Number.NaN]);
    expect(derived('UC_DERIVED_FIELDS_VehicleAge')).toEqual([7, Number.NaN, Number.NaN]);
    expect(derived('UC_DERIVED_FIELDS_VehicleMileage')).toEqual([42000, Number.NaN, Number.NaN]);
  });

  it('yields NaN for every field when a batch has no stated data', () => {
    const batch = { ...batchFromConsumers(consumers) };
    delete batch.stated;
    const out = computeDerivedField('UC_DERIVED_FIELDS_PayFrequency', batch, 2026, new Float64Array(3));
    expect([...out].every(Number.isNaN)).toBe(true);
    for (const field of [
      'UC_DERIVED_FIELDS_StatedIncome',
      'UC_DERIVED_FIELDS_VehicleAge',
      'UC_DERIVED_FIELDS_VehicleMileage',
    ] as const) {
      expect([...computeDerivedField(field, batch, 2026, new Float64Array(3))].every(Number.isNaN)).toBe(true);
    }
  });

  it('defers derived clauses until stated data exists, then enforces them on re-evaluation', () => {
    const product: EngineProduct = {
      id: 'stl',
      lenderId: 'cu',
      type: 'Short_Term_Loan',
      status: 'active',
      rule: 'UC_DERIVED_FIELDS_StatedIncome >= 30000 and UC_DERIVED_FIELDS_PayFrequency >= 24',
      tiers: [
        {
          id: 'T',
          name: 'T',
          type: 'PREQUAL',
          rule: 'UC_DERIVED_FIELDS_DebtToStatedIncome < 40 and UC_DERIVED_FIELDS_VehicleAge <= 10',
          terms: [{ term: 6, apr: '18', limit: '2000', minimum: '200' }],
        },
      ],
    };
    const engine = compileEngine({
      lenders: [{ id: 'cu', acceptsMla: true, membership: [{ state: '*' }] }],
      products: [product],
      asOfYear: 2026,
    });
    const batch = batchFromConsumers([
      { id: 1, state: 'CA', attributes: { TOTAL_MONTHLY_PAYMENT: 1000 } },
      {
        id: 2,
        state: 'CA',
        attributes: { TOTAL_MONTHLY_PAYMENT: 1000 },
        stated: { annualIncome: 60000, payFrequency: 'MONTHLY' },
      },
      {
        id: 3,
        state: 'CA',
        attributes: { TOTAL_MONTHLY_PAYMENT: 1000 },
        stated: { annualIncome: 20000, payFrequency: 'WEEKLY' },
      },
      {
        id: 4,
        state: 'CA',
        attributes: { TOTAL_MONTHLY_PAYMENT: 1000 },
        stated: { annualIncome: 60000, payFrequency: 'WEEKLY', vehicleYear: 2010 },
      },
      {
        id: 5,
        state: 'CA',
        attributes: { TOTAL_MONTHLY_PAYMENT: 1000 },
        stated: { annualIncome: 60000, payFrequency: 'WEEKLY' },
      },
    ]);
    const reasons = [0, 1, 2, 3, 4].map((row) => {
      const decision = engine.decide(batch, row)[0];
      return decision?.offered ? decision.tierId : decision?.reason;
    });
    expect(reasons).toEqual([
      'T',
      'RULE_FAILED:UC_DERIVED_FIELDS_PayFrequency >= 24',
      'RULE_FAILED:UC_DERIVED_FIELDS_StatedIncome >= 30000',
      'NO_TIER_MATCHED',
      'T',
    ]);
    const { offers } = engine.run(batch);
    expect([...offers.row]).toEqual([0, 4]);
  });
});
