import { defaultTermFor } from '../catalog/product-rules.ts';
import { isProductType } from '../catalog/products.ts';
import { Money } from '../payments/decimal.ts';
import type { MarketplaceOffer } from './offer.ts';

/**
 * Default term: the chosen term if some offer has it, otherwise the product type's default (001 §4, §9).
 * Types without a default (short-term loans, cards) fall back to the shortest offered term, or undefined.
 */
export const defaultTerm = (
  offers: readonly Pick<MarketplaceOffer, 'terms'>[],
  productType: string,
  chosenTerm?: number,
): number | undefined => {
  const offered = offers.flatMap((offer) => offer.terms.map((term) => term.term)).filter((t) => t !== undefined);
  if (chosenTerm !== undefined && offered.includes(chosenTerm)) return chosenTerm;
  const typeDefault = isProductType(productType) ? defaultTermFor(productType) : undefined;
  if (typeDefault !== undefined) return typeDefault;
  return offered.length > 0 ? Math.min(...offered) : undefined;
};

/**
 * The amount covered by the most offers: among all amounts, those that the greatest number of offers cover
 * (some term with minimum <= amount <= limit); of those, the largest. That largest amount is always some term's
 * limit, so only limits need checking. Undefined when there are no terms.
 */
export const amountCoveredByMostOffers = (offers: readonly Pick<MarketplaceOffer, 'terms'>[]): string | undefined => {
  // Each bound parsed once: every limit is checked against every term, and parsing inside that loop was most of the
  // marketplace's first render on a slow phone (issue 17: ~17,000 decimals for a consumer with 15 offers).
  const covers = offers.map((offer) =>
    offer.terms.map((term) => ({ minimum: new Money(term.minimum), limit: new Money(term.limit) })),
  );
  let best: { amount: InstanceType<typeof Money>; count: number } | undefined;
  for (const { limit } of covers.flat()) {
    const count = covers.filter((terms) =>
      terms.some((term) => limit.gte(term.minimum) && limit.lte(term.limit)),
    ).length;
    if (!best || count > best.count || (count === best.count && limit.gt(best.amount))) best = { amount: limit, count };
  }
  return best?.amount.toString();
};

export interface DefaultAmountContext {
  /** Refinance purpose: the default is the current loan's estimated balance. */
  readonly isRefinance?: boolean;
  readonly estimatedBalance?: string;
}

/** Default amount (001 §4): the estimated balance for a refinance, otherwise the amount covered by the most offers. */
export const defaultAmount = (
  offers: readonly Pick<MarketplaceOffer, 'terms'>[],
  context: DefaultAmountContext = {},
): string | undefined => {
  if (context.isRefinance && context.estimatedBalance !== undefined) {
    return new Money(context.estimatedBalance).toString();
  }
  return amountCoveredByMostOffers(offers);
};
