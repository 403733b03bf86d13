import type { MarketplaceSelection } from '../marketplace/auto-select.ts';
import { categorySlugs, purposeSlugs, subcategorySlugs } from '../marketplace/slugs.ts';

export type QueryValue = string | readonly string[] | undefined;

const first = (value: QueryValue): string | undefined => (Array.isArray(value) ? value[0] : (value as string));

/**
 * The category, subcategory and purpose query parameters (001 §4): each is accepted only when it names a known
 * enumeration value (or its URL slug); an array counts by its first value; anything else is ignored, not an error.
 */
export function selectionFromQuery(query: Readonly<Record<string, QueryValue>>): MarketplaceSelection {
  const category = categorySlugs.parse(first(query.category));
  const subcategory = subcategorySlugs.parse(first(query.subcategory));
  const purpose = purposeSlugs.parse(first(query.purpose));
  return {
    ...(category ? { category } : {}),
    ...(subcategory ? { subcategory } : {}),
    ...(purpose ? { purpose } : {}),
  };
}

/** The selection named by a path's parameters (`/marketplace/auto/auto-loan/refinance`), with the same check. */
export function selectionFromParams(params: Readonly<Record<string, string>>): MarketplaceSelection {
  return selectionFromQuery({
    category: params.productCategory,
    subcategory: params.productSubcategory,
    purpose: params.productPurpose,
  });
}

/** Fills a template's parameters from the router's state. */
export function fillTemplate(
  template: string,
  values: { selection: MarketplaceSelection; offerId: string | null; errorCode: string | null },
): string {
  const { selection } = values;
  return template
    .replace(':productCategory', selection.category ? categorySlugs.slug(selection.category) : 'all')
    .replace(':productSubcategory', selection.subcategory ? subcategorySlugs.slug(selection.subcategory) : 'all')
    .replace(':productPurpose', selection.purpose ? purposeSlugs.slug(selection.purpose) : 'all')
    .replace(':id', values.offerId ?? '')
    .replace(':error', encodeURIComponent(values.errorCode ?? 'UNKNOWN'));
}
