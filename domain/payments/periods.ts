import type { OfferRepaymentFrequency, PayFrequency, RepaymentFrequency } from '../catalog/consumer.ts';
import { PAY_FREQUENCY_MARKER, PAYMENT_PERIODS_PER_YEAR } from '../catalog/consumer.ts';

/**
 * The frequency payments are actually made at. PAY_FREQUENCY means "the consumer's pay frequency" (001 §3);
 * without one known we fall back to MONTHLY, the estimated-terms default.
 */
export const resolveRepaymentFrequency = (
  offerFrequency: OfferRepaymentFrequency | undefined,
  consumerPayFrequency?: PayFrequency,
): RepaymentFrequency => {
  if (offerFrequency === undefined) return 'MONTHLY';
  if (offerFrequency === PAY_FREQUENCY_MARKER) return consumerPayFrequency ?? 'MONTHLY';
  return offerFrequency;
};

export const periodsPerYear = (frequency: RepaymentFrequency): number => PAYMENT_PERIODS_PER_YEAR[frequency];

/**
 * Number of payments covering a term in months: term × periods-per-year / 12, rounded up so the schedule never
 * ends before the term does (e.g. 1 month paid weekly is 5 payments, 60 months bi-weekly is 130).
 */
export const numberOfPayments = (termMonths: number, frequency: RepaymentFrequency): number => {
  if (!Number.isInteger(termMonths) || termMonths <= 0) {
    throw new RangeError('Term must be a positive whole number of months');
  }
  return Math.ceil((termMonths * periodsPerYear(frequency)) / 12);
};
