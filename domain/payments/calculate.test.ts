import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RepaymentFrequency } from '../catalog/consumer.ts';
import { PAYMENT_PERIODS_PER_YEAR, REPAYMENT_FREQUENCIES } from '../catalog/consumer.ts';
import { balanceAfter, calculatePayment, exactPayment, ratePerPeriod, toCalculationType } from './calculate.ts';
import { Money } from './decimal.ts';

/**
 * Independent closed forms with plain numbers: the decimal code must agree to the cent. Payments per year come from
 * the catalogue, whose own test pins them (domain/catalog/consumer.test.ts).
 */
const closedForm = (
  kind: 'AMORTIZED' | 'SIMPLE_INTEREST',
  p: number,
  aprPercent: number,
  months: number,
  f: RepaymentFrequency,
) => {
  const n = Math.ceil((months * PAYMENT_PERIODS_PER_YEAR[f]) / 12);
  const r = aprPercent / 100 / PAYMENT_PERIODS_PER_YEAR[f];
  if (kind === 'SIMPLE_INTEREST') return (p + p * r * n) / n;
  return r === 0 ? p / n : (p * r) / (1 - (1 + r) ** -n);
};

const pay = (
  principal: string | number,
  apr: string | number,
  termMonths: number,
  frequency: RepaymentFrequency = 'MONTHLY',
  calculation?: string,
) => calculatePayment({ principal, apr, termMonths, frequency, calculation });

describe('calculatePayment', () => {
  it('matches the textbook amortized payment', () => {
    expect(pay('20000', '6', 60)).toBe('386.66');
    expect(pay('10000', '5', 36)).toBe('299.71');
    expect(pay('200000', '4.5', 360)).toBe('1013.37');
  });

  it('divides evenly at 0% APR', () => {
    expect(pay('12000', '0', 12)).toBe('1000.00');
    expect(pay('1000', 0, 3)).toBe('333.33');
    expect(pay('1000', '0', 3, 'MONTHLY', 'SIMPLE_INTEREST')).toBe('333.33');
  });

  it('handles a one-month term', () => {
    expect(pay('1000', '12', 1)).toBe('1010.00');
    expect(pay('1000', '12', 1, 'MONTHLY', 'SIMPLE_INTEREST')).toBe('1010.00');
  });

  it('computes simple interest as principal plus principal × rate × time, in equal parts', () => {
    expect(pay('10000', '6', 12, 'MONTHLY', 'SIMPLE_INTEREST')).toBe('883.33');
    expect(pay('10000', '6', 60, 'MONTHLY', 'SIMPLE_INTEREST')).toBe('216.67');
  });

  it('agrees with the closed form for 360 months and large amounts', () => {
    for (const frequency of REPAYMENT_FREQUENCIES) {
      const expected = closedForm('AMORTIZED', 25_000_000, 7.25, 360, frequency);
      expect(Number(pay('25000000', '7.25', 360, frequency))).toBeCloseTo(expected, 2);
    }
    expect(Number(pay('999999999.99', '29.99', 360))).toBeCloseTo(
      closedForm('AMORTIZED', 999999999.99, 29.99, 360, 'MONTHLY'),
      1,
    );
  });

  it('defaults to AMORTIZED and rejects unknown calculation types verbatim', () => {
    expect(pay('20000', '6', 60, 'MONTHLY', undefined)).toBe(pay('20000', '6', 60, 'MONTHLY', 'AMORTIZED'));
    expect(toCalculationType(null)).toBe('AMORTIZED');
    expect(toCalculationType('')).toBe('AMORTIZED');
    expect(() => pay('1', '1', 12, 'MONTHLY', 'BALLOON')).toThrow(new Error('Unsupported calculation type'));
  });

  it('refuses more than 20 decimals verbatim', () => {
    expect(() => pay('1000.000000000000000000001', '5', 12)).toThrow(new Error('Cannot handle more than 20 decimals'));
    expect(() => pay('1000', '5.000000000000000000001', 12)).toThrow(new Error('Cannot handle more than 20 decimals'));
  });

  it('refuses negative principal and APR', () => {
    expect(() => pay('-1', '5', 12)).toThrow(RangeError);
    expect(() => pay('1', '-5', 12)).toThrow(RangeError);
  });

  const principal = fc.integer({ min: 1, max: 100_000_000 }).map((cents) => cents / 100);
  const apr = fc.integer({ min: 0, max: 3600 }).map((bp) => bp / 100);
  const term = fc.integer({ min: 1, max: 360 });
  const frequency = fc.constantFrom(...REPAYMENT_FREQUENCIES);
  const kind = fc.constantFrom('AMORTIZED' as const, 'SIMPLE_INTEREST' as const);

  it('agrees with the closed form to the cent', () => {
    fc.assert(
      fc.property(kind, principal, apr, term, frequency, (k, p, a, t, f) => {
        expect(Math.abs(Number(pay(p, a, t, f, k)) - closedForm(k, p, a, t, f))).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('repays at least the principal (up to rounding)', () => {
    fc.assert(
      fc.property(kind, principal, apr, term, frequency, (k, p, a, t, f) => {
        const n = Math.ceil((t * PAYMENT_PERIODS_PER_YEAR[f]) / 12);
        expect(Number(pay(p, a, t, f, k)) * n).toBeGreaterThanOrEqual(p - n * 0.005 - 1e-6);
      }),
    );
  });

  it('is monotone in APR and amount', () => {
    fc.assert(
      fc.property(kind, principal, principal, apr, apr, term, frequency, (k, p1, p2, a1, a2, t, f) => {
        const [pLo, pHi] = p1 <= p2 ? [p1, p2] : [p2, p1];
        const [aLo, aHi] = a1 <= a2 ? [a1, a2] : [a2, a1];
        expect(Number(pay(pLo, aLo, t, f, k))).toBeLessThanOrEqual(Number(pay(pHi, aLo, t, f, k)));
        expect(Number(pay(pLo, aLo, t, f, k))).toBeLessThanOrEqual(Number(pay(pLo, aHi, t, f, k)));
      }),
    );
  });
});

describe('payment building blocks', () => {
  it('ratePerPeriod divides the APR percent by 100 and the periods per year', () => {
    expect(ratePerPeriod('6', 'MONTHLY').toString()).toBe('0.005');
    expect(ratePerPeriod('5.2', 'WEEKLY').toString()).toBe('0.001');
  });

  it('exactPayment is zero without periods and exact otherwise', () => {
    expect(exactPayment('AMORTIZED', new Money(100), new Money(0), 0).toString()).toBe('0');
    expect(exactPayment('AMORTIZED', new Money(100), new Money(0), 4).toString()).toBe('25');
    expect(exactPayment('SIMPLE_INTEREST', new Money(100), new Money('0.01'), 10).toString()).toBe('11');
  });

  it('balanceAfter reaches zero at the end of an amortized schedule', () => {
    const principal = new Money(20000);
    const rate = new Money('0.005');
    const payment = exactPayment('AMORTIZED', principal, rate, 60);
    expect(balanceAfter('AMORTIZED', principal, rate, 60, payment, 0).toString()).toBe('20000');
    expect(balanceAfter('AMORTIZED', principal, rate, 60, payment, 60).abs().lt('1e-40')).toBe(true);
    expect(balanceAfter('AMORTIZED', principal, new Money(0), 4, new Money(25), 1).toString()).toBe('19975');
    expect(balanceAfter('AMORTIZED', new Money(10), new Money(0), 1, new Money(25), 1).toString()).toBe('0');
    expect(balanceAfter('SIMPLE_INTEREST', principal, rate, 60, payment, 15).toString()).toBe('15000');
  });
});
