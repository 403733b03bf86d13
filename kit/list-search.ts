import * as v from 'valibot';
import { type ListFilter, ListFilters, type ListQueryInput } from '../api/paged-list.ts';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '../domain/catalog/limits.ts';

/**
 * A paged list's state lives in the page's URL search (page, sort, filters), so a list can be bookmarked, shared
 * and left with Back. Defaults stay out of the URL: page 0, no sort (the server's default order), no filters.
 */

const SORT_PATTERN = /^([A-Za-z0-9_]+),(asc|desc)$/;

/** TanStack Router parses `?page=2` into a number; a hand-typed `?page="2"` arrives as text: both read. */
const pageNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(FIRST_PAGE),
);

/**
 * The list's search entries, to spread into a page's own search schema (`v.object({ ...listSearchEntries, tab })`).
 * A malformed value falls back to the default rather than failing the page: an old bookmark still opens the list.
 */
export const listSearchEntries = {
  page: v.fallback(v.optional(pageNumber), undefined),
  sort: v.fallback(v.optional(v.pipe(v.string(), v.regex(SORT_PATTERN))), undefined),
  // Filters: the array the router parsed from JSON, or JSON text typed by hand (the API's own schema).
  filter: v.fallback(v.optional(ListFilters), undefined),
};

/** For TanStack Router `validateSearch` (valibot is a Standard Schema) and for a console page definition. */
export const listSearchSchema = v.object(listSearchEntries);
export type ListSearch = v.InferOutput<typeof listSearchSchema>;

export type SortDirection = 'asc' | 'desc';
export interface ListSort {
  readonly field: string;
  readonly direction: SortDirection;
}

/** `name,desc` → { field: 'name', direction: 'desc' }; anything else → undefined. */
export function parseSort(sort: string | undefined): ListSort | undefined {
  const match = sort ? SORT_PATTERN.exec(sort) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return { field: match[1], direction: match[2] as SortDirection };
}

export function formatSort(sort: ListSort | undefined): string | undefined {
  return sort ? `${sort.field},${sort.direction}` : undefined;
}

/** The search update that opens another page of the same list. */
export function pageUpdate(page: number): Pick<ListSearch, 'page'> {
  return { page: page > FIRST_PAGE ? page : undefined };
}

/** A new sort starts again from the first page (the old page number means other rows now). */
export function sortUpdate(sort: ListSort | undefined): Pick<ListSearch, 'page' | 'sort'> {
  return { page: undefined, sort: formatSort(sort) };
}

/** New filters start again from the first page. */
export function filterUpdate(filters: readonly ListFilter[]): Pick<ListSearch, 'page' | 'filter'> {
  return { page: undefined, filter: filters.length > 0 ? [...filters] : undefined };
}

/** The query the paged-list endpoint takes for this search (filters as the JSON text of the contract). */
export function listQueryOf(search: ListSearch, size: number = DEFAULT_PAGE_SIZE): ListQueryInput {
  const query: ListQueryInput = { page: search.page ?? FIRST_PAGE, size };
  if (search.sort) query.sort = search.sort;
  if (search.filter && search.filter.length > 0) query.filter = JSON.stringify(search.filter);
  return query;
}

/** The CSV export of the same list: same sort and filters, every matching row (no page), `format=csv`. */
export function csvQueryOf(search: ListSearch): ListQueryInput {
  const query: ListQueryInput = { format: 'csv' };
  if (search.sort) query.sort = search.sort;
  if (search.filter && search.filter.length > 0) query.filter = JSON.stringify(search.filter);
  return query;
}
