import { isOneOf } from '../catalog/code-set.ts';
import type { RepaymentFrequency } from '../catalog/consumer.ts';
import { type DecimalInput, Money, roundToCents, toMoney } from './decimal.ts';
import { numberOfPayments, periodsPerYear } from './periods.ts';

export const CALCULATION_TYPES = ['AMORTIZED', 'SIMPLE_INTEREST'] as const;
export type CalculationType = (typeof CALCULATION_TYPES)[number];
export const DEFAULT_CALCULATION_TYPE: CalculationType = 'AMORTIZED';
export const UNSUPPORTED_CALCULATION = 'Unsupported calculation type';

/** Validates a calculation type from the wire; missing means AMORTIZED, anything unknown throws (001 §5). */
export const toCalculationType = (value: string | null | undefined): CalculationType => {
  if (value === undefined || value === null || value === '') return DEFAULT_CALCULATION_TYPE;
  if (isOneOf(CALCULATION_TYPES, value)) return value;
  throw new Error(UNSUPPORTED_CALCULATION);
};

export interface PaymentInput {
  readonly principal: DecimalInput;
  /** Annual percentage rate in percent ('6.99' is 6.99%). */
  readonly apr: DecimalInput;
  readonly termMonths: number;
  readonly frequency: RepaymentFrequency;
  readonly calculation?: string | null | undefined;
}

/** Periodic rate: APR percent / 100 / periods per year. */
export const ratePerPeriod = (apr: DecimalInput, frequency: RepaymentFrequency): Money =>
  toMoney(apr).div(100).div(periodsPerYear(frequency));

/** Unrounded payment for `periods` payments of `principal` at `rate` per period. */
export const exactPayment = (calculation: CalculationType, principal: Money, rate: Money, periods: number): Money => {
  if (periods <= 0) return new Money(0);
  if (calculation === 'SIMPLE_INTEREST') {
    // Simple (add-on) interest: the whole term's interest is principal × rate × periods, repaid in equal parts.
    return principal.mul(rate.mul(periods).plus(1)).div(periods);
  }
  if (rate.isZero()) return principal.div(periods);
  return principal.mul(rate).div(new Money(1).minus(rate.plus(1).pow(-periods)));
};

/** Principal still owed after `paid` payments of `payment` (never negative). */
export const balanceAfter = (
  calculation: CalculationType,
  principal: Money,
  rate: Money,
  periods: number,
  payment: Money,
  paid: number,
): Money => {
  let balance: Money;
  if (calculation === 'SIMPLE_INTEREST') {
    // Equal principal parts: each payment retires principal / periods.
    balance = principal.mul(periods - paid).div(periods);
  } else if (rate.isZero()) {
    balance = principal.minus(payment.mul(paid));
  } else {
    const growth = rate.plus(1).pow(paid);
    balance = principal.mul(growth).minus(payment.mul(growth.minus(1)).div(rate));
  }
  return balance.isNegative() ? new Money(0) : balance;
};

/**
 * The periodic payment as a two-decimal string, rounded half-to-even.
 * Throws 'Unsupported calculation type' and 'Cannot handle more than 20 decimals' verbatim (001 §5).
 */
export const calculatePayment = (input: PaymentInput): string => {
  const calculation = toCalculationType(input.calculation);
  const principal = toMoney(input.principal);
  if (principal.isNegative()) throw new RangeError('Principal cannot be negative');
  const rate = ratePerPeriod(input.apr, input.frequency);
  if (rate.isNegative()) throw new RangeError('APR cannot be negative');
  const periods = numberOfPayments(input.termMonths, input.frequency);
  return roundToCents(exactPayment(calculation, principal, rate, periods));
};
