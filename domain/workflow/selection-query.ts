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

/** The page templates whose URL names no level: they carry the selection in the query instead (001 §4 parameters). */
const SELECTION_IN_QUERY = new Set(['/marketplace/offers']);

/** Where the router is, as a URL relative to the variant's prefix: the filled template plus its query. */
export interface RouterUrl {
  readonly path: string;
  readonly search: Readonly<Record<string, string>>;
}

/**
 * The URL of a page: its template filled from the router's state, and, for a page whose path names no level, the
 * selection as slugs in the query, so a reload, a shared link or the browser's history brings the same offers back.
 */
export function urlFor(
  template: string,
  values: { selection: MarketplaceSelection; offerId: string | null; errorCode: string | null },
): RouterUrl {
  const { category, subcategory, purpose } = values.selection;
  const search: Record<string, string> = {};
  if (SELECTION_IN_QUERY.has(template)) {
    if (category) search.category = categorySlugs.slug(category);
    if (subcategory) search.subcategory = subcategorySlugs.slug(subcategory);
    if (purpose) search.purpose = purposeSlugs.slug(purpose);
  }
  return { path: fillTemplate(template, values), search };
}

/** A URL as one comparable string: the path and only the selection's query parameters, in a fixed order. */
export function urlKey(path: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const name of ['category', 'subcategory', 'purpose']) {
    const value = first(query[name]);
    if (value) params.set(name, value);
  }
  return params.size ? `${path}?${params.toString()}` : path;
}
