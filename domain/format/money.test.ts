import { describe, expect, it } from 'vitest';
import { formatPercent, formatUsd, formatUsdShort, PAYMENT_PLACEHOLDER } from './money.ts';

describe('formatUsd', () => {
  it('shows whole dollars by default', () => {
    expect(formatUsd('1234.49')).toBe('$1,234');
    expect(formatUsd(1_000_000)).toBe('$1,000,000');
    expect(formatUsd('0')).toBe('$0');
  });

  it('rounds half to even', () => {
    expect(formatUsd('2.5')).toBe('$2');
    expect(formatUsd('3.5')).toBe('$4');
    expect(formatUsd('0.125', { cents: true })).toBe('$0.12');
  });

  it('shows cents on request', () => {
    expect(formatUsd('386.6', { cents: true })).toBe('$386.60');
    expect(formatUsd('-12.345', { cents: true })).toBe('-$12.34');
    expect(formatUsd('-0.001', { cents: true })).toBe('$0.00');
  });

  it('keeps huge amounts exact', () => {
    expect(formatUsd('123456789012345678.99', { cents: true })).toBe('$123,456,789,012,345,678.99');
  });

  it('uses the placeholder when there is nothing to show', () => {
    expect(PAYMENT_PLACEHOLDER).toBe('$----');
    for (const value of [undefined, null, '', 'abc', Number.NaN]) expect(formatUsd(value)).toBe('$----');
  });
});

describe('formatUsdShort', () => {
  it('uses K, M and B', () => {
    expect(formatUsdShort(950)).toBe('$950');
    expect(formatUsdShort(1000)).toBe('$1K');
    expect(formatUsdShort(1500)).toBe('$1.5K');
    expect(formatUsdShort('25000')).toBe('$25K');
    expect(formatUsdShort(2_340_000)).toBe('$2.3M');
    expect(formatUsdShort(1_000_000_000)).toBe('$1B');
    expect(formatUsdShort(12_500_000_000)).toBe('$12.5B');
    expect(formatUsdShort(1_500_000_000_000)).toBe('$1500B');
  });

  it('moves to the next unit when rounding reaches it', () => {
    expect(formatUsdShort(999_950)).toBe('$1M');
    expect(formatUsdShort(999.5)).toBe('$1K');
    expect(formatUsdShort(999.4)).toBe('$999');
  });

  it('handles zero, negatives and nothing', () => {
    expect(formatUsdShort(0)).toBe('$0');
    expect(formatUsdShort(-1500)).toBe('-$1.5K');
    expect(formatUsdShort(undefined)).toBe('$----');
  });
});

describe('formatPercent', () => {
  it('shows up to three decimals', () => {
    expect(formatPercent('6.990')).toBe('6.99%');
    expect(formatPercent(5)).toBe('5%');
    expect(formatPercent('4.12345')).toBe('4.123%');
    expect(formatPercent(undefined)).toBe('--%');
  });
});

describe('amounts in the consumer language', () => {
  it('formats US dollars with the language’s US convention, rounding as in English', () => {
    expect(formatUsd('1234.5', { cents: true, locale: 'es-US' })).toBe('$1,234.50');
    expect(formatUsd('25000', { locale: 'es-US' })).toBe('$25,000');
    expect(formatUsd('-0.001', { cents: true, locale: 'es-US' })).toBe('$0.00');
    expect(formatUsd('1234.5', { cents: true, locale: 'es-ES' })).toBe('1234,50\u00a0US$');
  });
});
