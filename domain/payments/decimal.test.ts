import { describe, expect, it } from 'vitest';
import { Money, roundToCents, TOO_MANY_DECIMALS, toMoney } from './decimal.ts';

describe('decimal helpers', () => {
  it('parses strings and numbers', () => {
    expect(toMoney('1234.5').toString()).toBe('1234.5');
    expect(toMoney(0.1).toString()).toBe('0.1');
  });

  it('accepts 20 decimals and refuses 21 with the seed message', () => {
    expect(toMoney('0.12345678901234567890').decimalPlaces()).toBe(19);
    expect(() => toMoney('0.123456789012345678901')).toThrow(new Error(TOO_MANY_DECIMALS));
    expect(TOO_MANY_DECIMALS).toBe('Cannot handle more than 20 decimals');
  });

  it('refuses non-finite values', () => {
    expect(() => toMoney(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => toMoney('NaN')).toThrow();
  });

  it('rounds half to even to two decimals', () => {
    expect(roundToCents(new Money('0.125'))).toBe('0.12');
    expect(roundToCents(new Money('0.135'))).toBe('0.14');
    expect(roundToCents(new Money('2.675'))).toBe('2.68');
    expect(roundToCents(new Money('2.665'))).toBe('2.66');
    expect(roundToCents(new Money('10'))).toBe('10.00');
    expect(roundToCents(new Money('-0.001'))).toBe('0.00');
  });
});
