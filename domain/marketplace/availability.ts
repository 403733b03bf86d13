import { Money } from '../payments/decimal.ts';
import type { MarketplaceOffer, OfferTerm } from './offer.ts';

/** An offer term shows for an amount only if minimum <= amount <= limit (001 §5). */
export const isTermAvailableFor = (term: Pick<OfferTerm, 'minimum' | 'limit'>, amount: string | number): boolean => {
  const value = new Money(amount);
  return value.gte(new Money(term.minimum)) && value.lte(new Money(term.limit));
};

/** An offer is available for an amount when at least one of its terms covers it. */
export const isOfferAvailableFor = (offer: Pick<MarketplaceOffer, 'terms'>, amount: string | number): boolean =>
  offer.terms.some((term) => isTermAvailableFor(term, amount));

/** The terms of an offer that cover an amount. */
export const termsAvailableFor = (offer: Pick<MarketplaceOffer, 'terms'>, amount: string | number): OfferTerm[] =>
  offer.terms.filter((term) => isTermAvailableFor(term, amount));

/** The offered minimum and maximum across every term of every offer (the bounds of the amount input). */
export const offeredAmountRange = (
  offers: readonly Pick<MarketplaceOffer, 'terms'>[],
): { minimum: string; maximum: string } | undefined => {
  const terms = offers.flatMap((offer) => offer.terms);
  if (terms.length === 0) return undefined;
  const minimum = terms.map((term) => new Money(term.minimum)).reduce((a, b) => (b.lt(a) ? b : a));
  const maximum = terms.map((term) => new Money(term.limit)).reduce((a, b) => (b.gt(a) ? b : a));
  return { minimum: minimum.toString(), maximum: maximum.toString() };
};
