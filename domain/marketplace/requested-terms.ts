import { Money } from '../payments/decimal.ts';
import { isTermAvailableFor } from './availability.ts';
import type { OfferTerm } from './offer.ts';

export const AMOUNT_OUTSIDE_OFFER = 'The amount must be within the offered minimum and maximum.';
export const noSuchTermMessage = (term: number): string => `This offer has no ${term}-month term.`;
/** The chosen term's own bounds, in the words of the amount input (001 §5). */
export const amountOutsideTermMessage = (months: number, minimum: string, limit: string): string =>
  `Enter an amount between ${new Money(minimum).toFixed(2)} and ${new Money(limit).toFixed(2)} for the ${months}-month term`;

/**
 * What a redemption asks for, checked against the offer's own terms (never the client's word): a chosen term must be
 * one the offer has, and the amount must lie within that term's minimum and limit; with no term chosen (cards,
 * accounts: terms without months) the amount must lie within one of the terms. Answers the refusal, or null.
 */
export function requestedTermsProblem(
  terms: readonly Pick<OfferTerm, 'term' | 'minimum' | 'limit'>[],
  amount: string,
  term: number | null | undefined,
): { path: 'term' | 'amount'; message: string } | null {
  if (term === undefined || term === null || term === 0) {
    return terms.some((offered) => isTermAvailableFor(offered, amount))
      ? null
      : { path: 'amount', message: AMOUNT_OUTSIDE_OFFER };
  }
  const chosen = terms.find((offered) => offered.term === term);
  if (!chosen) return { path: 'term', message: noSuchTermMessage(term) };
  return isTermAvailableFor(chosen, amount)
    ? null
    : { path: 'amount', message: amountOutsideTermMessage(term, chosen.minimum, chosen.limit) };
}
