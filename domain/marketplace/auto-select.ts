import type { MarketplaceOffer } from './offer.ts';
import { type ProductTriple, triplesFor } from './product-triples.ts';

export type MarketplaceSelection = Partial<ProductTriple>;

const only = <T>(values: readonly T[]): T | undefined => {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? distinct[0] : undefined;
};

/**
 * Fills in the category, then subcategory, then purpose when exactly one choice has offers at that level
 * (001 §4). Existing choices are kept; each level only looks at offers matching the levels above it.
 */
export const autoSelect = (
  offers: readonly Pick<MarketplaceOffer, 'productType'>[],
  current: MarketplaceSelection = {},
): MarketplaceSelection => {
  const triples = offers.flatMap((offer) => triplesFor(offer.productType));
  const category = current.category ?? only(triples.map((t) => t.category));
  if (category === undefined) return { ...current };
  const inCategory = triples.filter((t) => t.category === category);
  const subcategory = current.subcategory ?? only(inCategory.map((t) => t.subcategory));
  if (subcategory === undefined) return { ...current, category };
  const inSubcategory = inCategory.filter((t) => t.subcategory === subcategory);
  const purpose = current.purpose ?? only(inSubcategory.map((t) => t.purpose));
  return purpose === undefined ? { category, subcategory } : { category, subcategory, purpose };
};

/** Categories (in first-seen order) that have at least one offer, for the category picker. */
export const categoriesWithOffers = (offers: readonly Pick<MarketplaceOffer, 'productType'>[]) => [
  ...new Set(offers.flatMap((offer) => triplesFor(offer.productType).map((t) => t.category))),
];
