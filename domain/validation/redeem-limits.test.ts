import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { REDEEM_LIMIT_MESSAGES as M, redeemLimitsSchema } from './redeem-limits.ts';

describe('redeem limits', () => {
  const schema = redeemLimitsSchema({ totalRedeemedAmount: '25000.50', redeemedCount: 7 });

  it('needs at least one option', () => {
    expect(fieldErrors(schema, { byAmount: false, byCount: false })).toEqual({ '': [M.selectOption] });
  });

  it('requires the value of each chosen option', () => {
    expect(fieldErrors(schema, { byAmount: true, byCount: true })).toEqual({
      amount: [M.amountRequired],
      count: [M.countRequired],
    });
    expect(fieldErrors(schema, { byAmount: false, byCount: true, count: 7 })).toEqual({});
    expect(fieldErrors(schema, { byAmount: true, byCount: false, amount: '25000.50' })).toEqual({});
  });

  it('keeps values within range', () => {
    const fresh = redeemLimitsSchema();
    expect(fieldErrors(fresh, { byAmount: true, byCount: false, amount: '0' })).toEqual({ amount: [M.amountRange] });
    expect(fieldErrors(fresh, { byAmount: true, byCount: false, amount: '1000000000.01' })).toEqual({
      amount: [M.amountRange],
    });
    expect(fieldErrors(fresh, { byAmount: false, byCount: true, count: 0 })).toEqual({ count: [M.countRange] });
    expect(fieldErrors(fresh, { byAmount: false, byCount: true, count: 1_000_001 })).toEqual({ count: [M.countRange] });
    expect(fieldErrors(fresh, { byAmount: true, byCount: true, amount: '1', count: 1 })).toEqual({});
  });

  it('never goes below what is already redeemed', () => {
    expect(fieldErrors(schema, { byAmount: true, byCount: false, amount: '25000.49' })).toEqual({
      amount: [M.amountBelowRedeemed],
    });
    expect(fieldErrors(schema, { byAmount: false, byCount: true, count: 6 })).toEqual({
      count: [M.countBelowRedeemed],
    });
  });

  it('ignores the value of an unchosen option', () => {
    expect(fieldErrors(schema, { byAmount: false, byCount: true, count: 8, amount: '1' })).toEqual({});
  });
});
