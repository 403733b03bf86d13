import { keepPreviousData, queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ApiClient } from '../api/client.ts';
import type { Endpoint, InferIn, InferOut } from '../api/endpoint.ts';
import type { ListFields, ListFilter, Page } from '../api/paged-list.ts';
import { endpointKey } from '../api/query-options.ts';
import { DEFAULT_PAGE_SIZE } from '../domain/catalog/limits.ts';
import {
  csvQueryOf,
  filterUpdate,
  type ListSearch,
  type ListSort,
  listQueryOf,
  pageUpdate,
  parseSort,
  sortUpdate,
} from './list-search.ts';
import { pagedListMessages as m } from './messages/paged-list.ts';
import { saveTextFile } from './save-file.ts';
import { runWithToasts } from './toasts.ts';

/** A row of a paged-list endpoint (its response is `pageOf(row)`). */
export type RowOf<E extends Endpoint> = InferOut<E['response']> extends Page<infer Row> ? Row : never;
export type ParamsOf<E extends Endpoint> = InferIn<E['params']>;

/** 002 §8 "failed to download", worded as the error toast's title. */
export const DOWNLOAD_MESSAGES = {
  pending: m.preparingYourDownload,
  success: m.downloadReady,
  error: m.failedToDownload,
} as const;

/** The prefix of every query key of one list endpoint: invalidate it after a change to refresh every page. */
export function listQueryKey(endpoint: Endpoint, params?: unknown): readonly unknown[] {
  return endpointKey(endpoint, params);
}

export interface PagedListSource<E extends Endpoint> {
  readonly endpoint: E;
  readonly client: ApiClient;
  /** Path parameters of the endpoint, e.g. `{ fiId }`. */
  readonly params?: ParamsOf<E> | undefined;
  readonly search: ListSearch;
  readonly size?: number | undefined;
  /**
   * Filters the list always applies, kept out of the URL and the filter bar: one endpoint behind two tabs (the
   * admin's Lenders and Prospects lists are GET /fi filtered by status).
   */
  readonly fixedFilters?: readonly ListFilter[] | undefined;
  /** Further query parameters sent with every page and export (a report's date range, the loan-lead list's view). */
  readonly extraQuery?: Readonly<Record<string, string>> | undefined;
}

/** The search as sent: the user's filters plus the list's fixed ones. */
const sentSearch = (search: ListSearch, fixed: readonly ListFilter[] | undefined): ListSearch =>
  fixed && fixed.length > 0 ? { ...search, filter: [...fixed, ...(search.filter ?? [])] } : search;

/**
 * The query of one page of a list: keyed by endpoint path, params and the list's search, so each page and each
 * filter is its own cache entry. Also for a page's loader (`queryClient.ensureQueryData(pagedListQueryOptions(…))`).
 * A failed load is shown in place by the table (the seed's "There was an error getting …"), so 5xx answers do not
 * send the user to the server-error page.
 */
export function pagedListQueryOptions<E extends Endpoint>({
  endpoint,
  client,
  params,
  search,
  size = DEFAULT_PAGE_SIZE,
  fixedFilters,
  extraQuery,
}: PagedListSource<E>) {
  const query = { ...listQueryOf(sentSearch(search, fixedFilters), size), ...extraQuery };
  return queryOptions({
    queryKey: endpointKey(endpoint, params ?? {}, query),
    queryFn: ({ signal }) =>
      client.call(endpoint as Endpoint, {
        params,
        query,
        signal,
        suppressServerErrorRedirect: true,
      }) as Promise<Page<RowOf<E>>>,
    // The previous page stays on screen while the next loads (no flash of skeleton rows on paging or sorting).
    placeholderData: keepPreviousData,
  });
}

/** Fetch the same list as CSV (same sort and filters, all rows) and save it, with the download toasts. */
export function downloadListCsv<E extends Endpoint>(
  { endpoint, client, params, search, fixedFilters, extraQuery }: PagedListSource<E>,
  fileName: string,
  intl: IntlShape,
): Promise<void> {
  return runWithToasts(
    async () => {
      const text = await client.call(endpoint as Endpoint, {
        params,
        query: { ...csvQueryOf(sentSearch(search, fixedFilters)), ...extraQuery },
        suppressServerErrorRedirect: true,
      });
      if (typeof text !== 'string') throw new Error('The server did not answer CSV');
      saveTextFile(fileName, text, 'text/csv;charset=utf-8');
    },
    DOWNLOAD_MESSAGES,
    intl,
  );
}

export interface UsePagedListOptions<E extends Endpoint> extends PagedListSource<E> {
  /** Writes an update of the list's search into the URL (a console page's `navigateSearch`). */
  readonly onSearchChange: (update: Partial<ListSearch>) => void;
  readonly fields: ListFields;
  /** The saved file's name; default: the last segment of the endpoint path + `.csv`. */
  readonly csvFileName?: string | undefined;
}

export interface PagedList<Row> {
  readonly query: UseQueryResult<Page<Row>>;
  readonly rows: readonly Row[];
  readonly page: Page<Row> | undefined;
  readonly sort: ListSort | undefined;
  readonly filters: readonly ListFilter[];
  readonly fields: ListFields;
  readonly setPage: (page: number) => void;
  readonly setSort: (sort: ListSort | undefined) => void;
  readonly setFilters: (filters: readonly ListFilter[]) => void;
  readonly downloadCsv: () => Promise<void>;
  readonly downloading: boolean;
}

function defaultCsvName(path: string): string {
  const last = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .at(-1);
  return `${last ?? 'list'}.csv`;
}

/**
 * Binds a paged-list endpoint to the URL: reads page, sort and filters from the page's search, fetches the page,
 * and turns table and filter-bar events into search updates (each resetting the page where it must).
 */
export function usePagedList<E extends Endpoint>(options: UsePagedListOptions<E>): PagedList<RowOf<E>> {
  const { search, onSearchChange, fields } = options;
  const query = useQuery(pagedListQueryOptions(options));
  const [downloading, setDownloading] = useState(false);
  const intl = useIntl();
  const sortableSort = parseSort(search.sort);
  return {
    query,
    rows: query.data?.content ?? [],
    page: query.data,
    sort: sortableSort,
    filters: search.filter ?? [],
    fields,
    setPage: (page) => onSearchChange(pageUpdate(page)),
    setSort: (sort) => onSearchChange(sortUpdate(sort)),
    setFilters: (filters) => onSearchChange(filterUpdate(filters)),
    downloading,
    downloadCsv: async () => {
      setDownloading(true);
      try {
        await downloadListCsv(options, options.csvFileName ?? defaultCsvName(options.endpoint.path), intl);
      } catch {
        // The error toast has told the user; nothing else to do.
      } finally {
        setDownloading(false);
      }
    },
  };
}
