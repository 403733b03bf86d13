import { PURPOSES, type Purpose, SUBCATEGORIES, type Subcategory } from '../catalog/categories.ts';
import { OFFER_CATEGORIES, type OfferCategory } from '../catalog/products.ts';

/**
 * URL segments for the marketplace's {productCategory}/{productSubcategory}/{productPurpose} routes (001 §2). The
 * seed does not show their spelling; lower-case kebab words read well and survive copy and paste
 * (/consumer/marketplace/recreational-vehicles/boat/purchase-new). Recorded in
 * docs/decisions/0162-marketplace-url-segments-are-lower-case-kebab.md.
 */
const toSlug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const lookup = <T extends string>(values: readonly T[]) => {
  const bySlug = new Map(values.map((value) => [toSlug(value), value] as const));
  return {
    slug: (value: T): string => toSlug(value),
    /** The enumeration value of a slug (or of the value itself); undefined when it names nothing known. */
    parse: (segment: string | undefined): T | undefined => {
      if (segment === undefined) return undefined;
      const direct = values.find((value) => value === segment);
      return direct ?? bySlug.get(toSlug(segment));
    },
  };
};

export const categorySlugs = lookup<OfferCategory>(OFFER_CATEGORIES);
export const subcategorySlugs = lookup<Subcategory>(SUBCATEGORIES);
export const purposeSlugs = lookup<Purpose>(PURPOSES);
