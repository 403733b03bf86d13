import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_PARTNERS,
  INSTITUTION_TYPES,
  INSURANCE_COVERAGE_BY_TYPE,
  isCoverageAllowed,
  VELOCITY_TIERS,
  velocityTier,
} from './lender.ts';

describe('lender enumerations', () => {
  it('gives each institution type its coverage', () => {
    expect(INSURANCE_COVERAGE_BY_TYPE).toEqual({
      CREDIT_UNION: ['NCUA', 'ASI'],
      BANK: ['FDIC'],
      NBFI: ['NO_COVERAGE'],
    });
    expect(isCoverageAllowed('CREDIT_UNION', 'ASI')).toBe(true);
    expect(isCoverageAllowed('BANK', 'NCUA')).toBe(false);
    expect(INSTITUTION_TYPES).toHaveLength(3);
    expect(DATA_PARTNERS).toHaveLength(8);
  });

  it('buckets velocity at the [20, 80] thresholds', () => {
    expect(velocityTier(undefined)).toBe('Unassigned');
    expect(velocityTier(Number.NaN)).toBe('Unassigned');
    expect(velocityTier(0)).toBe('Low');
    expect(velocityTier(19.99)).toBe('Low');
    expect(velocityTier(20)).toBe('Medium');
    expect(velocityTier(79)).toBe('Medium');
    expect(velocityTier(80)).toBe('High');
    expect(velocityTier(50, [60, 90])).toBe('Low');
  });

  it('is monotone in the velocity value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(VELOCITY_TIERS.indexOf(velocityTier(lo))).toBeLessThanOrEqual(VELOCITY_TIERS.indexOf(velocityTier(hi)));
      }),
    );
  });
});
