import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ListQuery } from '../api/paged-list.ts';
import {
  csvQueryOf,
  filterUpdate,
  formatSort,
  type ListSearch,
  listQueryOf,
  listSearchEntries,
  listSearchSchema,
  pageUpdate,
  parseSort,
  sortUpdate,
} from './list-search.ts';

/** What the router does: write the search into the URL, read it back, validate it with the page's schema. */
function throughUrl(search: ListSearch): { url: string; search: ListSearch } {
  const url = defaultStringifySearch(search);
  return { url, search: v.parse(listSearchSchema, defaultParseSearch(url)) };
}

const filters = [
  { field: 'status', operator: 'IN' as const, value: 'ACTIVE|LOCKED' },
  { field: 'dateAccepted', operator: 'BETWEEN' as const, value: '2026-01-01|2026-01-31' },
  { field: 'consumerLastName', operator: 'LIKE' as const, value: 'O"Brien & co' },
];

describe('list search in the URL', () => {
  it('round-trips page, sort and filters through the URL', () => {
    const search: ListSearch = { page: 3, sort: 'dateAccepted,desc', filter: filters };
    const { url, search: back } = throughUrl(search);
    expect(url).toContain('page=3');
    expect(url).toContain('sort=dateAccepted%2Cdesc');
    expect(back).toEqual(search);
  });

  it('keeps defaults out of the URL', () => {
    expect(throughUrl({}).url).toBe('');
    const first = { ...pageUpdate(0), ...sortUpdate(undefined), ...filterUpdate([]) };
    expect(defaultStringifySearch(first)).toBe('');
  });

  it('falls back to the defaults for malformed values instead of failing the page', () => {
    const parsed = v.parse(listSearchSchema, {
      page: -2,
      sort: 'name;drop table',
      filter: '[{"field":"status","operator":"ALMOST","value":"x"}]',
    });
    expect(parsed).toEqual({ page: undefined, sort: undefined, filter: undefined });
    expect(v.parse(listSearchSchema, { page: '4', filter: JSON.stringify(filters) })).toEqual({
      page: 4,
      sort: undefined,
      filter: filters,
    });
  });

  it("spreads into a page's own schema, which keeps its other entries", () => {
    const schema = v.object({ ...listSearchEntries, tab: v.fallback(v.picklist(['open', 'closed']), 'open') });
    expect(v.parse(schema, { page: 1, tab: 'closed' })).toEqual({
      page: 1,
      sort: undefined,
      filter: undefined,
      tab: 'closed',
    });
  });

  it('resets to the first page when the sort or the filters change', () => {
    expect(sortUpdate({ field: 'name', direction: 'asc' })).toEqual({ page: undefined, sort: 'name,asc' });
    expect(filterUpdate(filters)).toEqual({ page: undefined, filter: filters });
    expect(pageUpdate(2)).toEqual({ page: 2 });
  });

  it('reads and writes the contract sort', () => {
    expect(parseSort('dateAccepted,desc')).toEqual({ field: 'dateAccepted', direction: 'desc' });
    expect(parseSort('dateAccepted')).toBeUndefined();
    expect(parseSort(undefined)).toBeUndefined();
    expect(formatSort({ field: 'name', direction: 'asc' })).toBe('name,asc');
  });
});

describe('the query sent to a paged-list endpoint', () => {
  it("is what the server's ListQuery reads back: page, size 30, sort and the filters as JSON", () => {
    const query = listQueryOf({ page: 2, sort: 'name,asc', filter: filters });
    expect(query).toEqual({ page: 2, size: 30, sort: 'name,asc', filter: JSON.stringify(filters) });
    expect(v.parse(ListQuery, query)).toEqual({ page: 2, size: 30, sort: 'name,asc', filter: filters, format: 'json' });
  });

  it('starts at page 0 with no sort and no filter', () => {
    expect(listQueryOf({})).toEqual({ page: 0, size: 30 });
  });

  it('exports CSV with the same sort and filters and no page', () => {
    const query = csvQueryOf({ page: 5, sort: 'name,desc', filter: filters });
    expect(query).toEqual({ format: 'csv', sort: 'name,desc', filter: JSON.stringify(filters) });
    expect(v.parse(ListQuery, query).format).toBe('csv');
  });
});
