import { defaultTermFor } from '../catalog/product-rules.ts';
import { isProductType } from '../catalog/products.ts';

/** The parts of an offer term the rule reads: its months (absent for revolving products) and its APR. */
type RatedTerm = { readonly term?: number | undefined; readonly apr: string };

/**
 * The one term an offer's figures are shown at, on the offers list, the offer's page and the redeem application
 * alike (issue 30 item 3; 001 §4 default term). Regulation Z: an APR, a term and a payment shown together must be
 * of the same term, so every screen picks that term here and reads all three from it.
 *
 * The wanted length is the consumer's chosen term, else the product type's default, else the offer's shortest.
 * The offer's term nearest to it wins; a tie goes to the shorter term, then to the lower APR, so the answer never
 * depends on the order the terms arrive in (the redeem splash used to take whichever came first).
 */
export function shownTerm<T extends RatedTerm>(
  terms: readonly T[],
  productType: string,
  chosen?: number | null | undefined,
): T | undefined {
  if (terms.length === 0) return undefined;
  const months = terms.map((t) => t.term ?? 0);
  const typeDefault = isProductType(productType) ? defaultTermFor(productType) : undefined;
  const wanted = chosen ?? typeDefault ?? Math.min(...months);
  const distance = (t: T) => Math.abs((t.term ?? 0) - wanted);
  return [...terms].sort(
    (a, b) => distance(a) - distance(b) || (a.term ?? 0) - (b.term ?? 0) || Number(a.apr) - Number(b.apr),
  )[0];
}

/** The offer's lowest-APR term (the shorter one on a tie): shown apart, labelled as the lowest, with its own term. */
export function lowestAprTerm<T extends RatedTerm>(terms: readonly T[]): T | undefined {
  return [...terms].sort((a, b) => Number(a.apr) - Number(b.apr) || (a.term ?? 0) - (b.term ?? 0))[0];
}
