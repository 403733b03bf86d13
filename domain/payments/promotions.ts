import type { PromoType } from '../catalog/tiers.ts';
import { balanceAfter, exactPayment, type PaymentInput, ratePerPeriod, toCalculationType } from './calculate.ts';
import { type DecimalInput, Money, roundToCents, toMoney } from './decimal.ts';
import { numberOfPayments } from './periods.ts';

export interface Promotion {
  readonly type: PromoType;
  /** Promotional APR in percent. */
  readonly apr: DecimalInput;
  /** Months the promotion lasts; must be shorter than the loan term. */
  readonly termMonths: number;
}

/** The three estimated payments of a loan lead: normal, promotional and after promotion (002 §3). */
export interface PromotionalPayments {
  readonly normalPayment: string;
  readonly promotionalPayment: string;
  readonly afterPromotionPayment: string;
}

/**
 * INTRODUCTORY_APR: during the promotion the consumer pays the payment that would amortize the whole loan at the
 * promotional APR over the full term; afterwards the remaining balance is re-amortized at the normal APR over the
 * remaining payments. DELAYED_PAYMENTS: nothing is due during the promotion while interest accrues at the
 * promotional APR (compounding per period when AMORTIZED, simple when SIMPLE_INTEREST); the grown balance is then
 * amortized at the normal APR over the remaining payments. The normal payment ignores the promotion.
 * Balances carry forward from the rounded promotional payment, since that is what the consumer actually pays.
 */
export const calculatePromotionalPayments = (
  input: PaymentInput & { readonly promotion: Promotion },
): PromotionalPayments => {
  const calculation = toCalculationType(input.calculation);
  const { promotion, frequency } = input;
  const principal = toMoney(input.principal);
  if (principal.isNegative()) throw new RangeError('Principal cannot be negative');
  const rate = ratePerPeriod(input.apr, frequency);
  const promoRate = ratePerPeriod(promotion.apr, frequency);
  if (rate.isNegative() || promoRate.isNegative()) throw new RangeError('APR cannot be negative');
  if (promotion.termMonths >= input.termMonths) {
    throw new RangeError('Promotional term must be shorter than the term');
  }
  const periods = numberOfPayments(input.termMonths, frequency);
  const promoPeriods = Math.min(numberOfPayments(promotion.termMonths, frequency), periods - 1);
  const remaining = periods - promoPeriods;

  const normalPayment = roundToCents(exactPayment(calculation, principal, rate, periods));
  if (promotion.type === 'INTRODUCTORY_APR') {
    const promotional = new Money(roundToCents(exactPayment(calculation, principal, promoRate, periods)));
    const balance = balanceAfter(calculation, principal, promoRate, periods, promotional, promoPeriods);
    return {
      normalPayment,
      promotionalPayment: promotional.toFixed(2),
      afterPromotionPayment: roundToCents(exactPayment(calculation, balance, rate, remaining)),
    };
  }
  const accrued =
    calculation === 'SIMPLE_INTEREST'
      ? principal.mul(promoRate.mul(promoPeriods).plus(1))
      : principal.mul(promoRate.plus(1).pow(promoPeriods));
  return {
    normalPayment,
    promotionalPayment: '0.00',
    afterPromotionPayment: roundToCents(exactPayment(calculation, accrued, rate, remaining)),
  };
};
