import { describe, expect, it } from 'vitest';
import { numberOfPayments, periodsPerYear, resolveRepaymentFrequency } from './periods.ts';

describe('periods', () => {
  it('resolves PAY_FREQUENCY to the consumer pay frequency, MONTHLY otherwise', () => {
    expect(resolveRepaymentFrequency('PAY_FREQUENCY', 'BI_WEEKLY')).toBe('BI_WEEKLY');
    expect(resolveRepaymentFrequency('PAY_FREQUENCY')).toBe('MONTHLY');
    expect(resolveRepaymentFrequency('WEEKLY', 'MONTHLY')).toBe('WEEKLY');
    expect(resolveRepaymentFrequency(undefined, 'WEEKLY')).toBe('MONTHLY');
  });

  it('knows the periods per year', () => {
    expect(periodsPerYear('DAILY')).toBe(365);
    expect(periodsPerYear('YEARLY')).toBe(1);
  });

  it('counts payments over a term, rounding up', () => {
    expect(numberOfPayments(60, 'MONTHLY')).toBe(60);
    expect(numberOfPayments(60, 'BI_WEEKLY')).toBe(130);
    expect(numberOfPayments(1, 'WEEKLY')).toBe(5);
    expect(numberOfPayments(12, 'DAILY')).toBe(365);
    expect(numberOfPayments(1, 'YEARLY')).toBe(1);
    expect(numberOfPayments(360, 'SEMI_MONTHLY')).toBe(720);
  });

  it('rejects non-positive or fractional terms', () => {
    expect(() => numberOfPayments(0, 'MONTHLY')).toThrow(RangeError);
    expect(() => numberOfPayments(-12, 'MONTHLY')).toThrow(RangeError);
    expect(() => numberOfPayments(1.5, 'MONTHLY')).toThrow(RangeError);
  });
});
