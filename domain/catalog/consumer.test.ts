import { describe, expect, it } from 'vitest';
import {
  INCOME_MULTIPLIERS,
  OCCUPANCY_TYPES,
  PAY_FREQUENCIES,
  PAYMENT_PERIODS_PER_YEAR,
  PROPERTY_TYPES,
  REEVALUABLE_FIELD_LABELS,
  REEVALUABLE_FIELDS,
} from './consumer.ts';

describe('consumer enumerations', () => {
  it('has payments per year daily 365 to yearly 1', () => {
    expect(PAYMENT_PERIODS_PER_YEAR).toEqual({
      DAILY: 365,
      WEEKLY: 52,
      BI_WEEKLY: 26,
      SEMI_MONTHLY: 24,
      MONTHLY: 12,
      YEARLY: 1,
    });
  });

  it('agrees with income multipliers for every pay frequency', () => {
    for (const frequency of PAY_FREQUENCIES) {
      expect(PAYMENT_PERIODS_PER_YEAR[frequency]).toBe(INCOME_MULTIPLIERS[frequency]);
    }
  });

  it('keeps occupancy and property types verbatim', () => {
    expect(OCCUPANCY_TYPES).toHaveLength(7);
    expect(PROPERTY_TYPES).toContain('manufactured home');
  });

  it('labels every re-evaluable field', () => {
    expect(REEVALUABLE_FIELDS.map((f) => REEVALUABLE_FIELD_LABELS[f])).toEqual([
      'annual income',
      'annual household income',
      'pay frequency',
      'vehicle mileage',
      'vehicle year',
    ]);
  });
});
