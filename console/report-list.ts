import type { ApiClient } from '../api/client.ts';
import type { Endpoint } from '../api/endpoint.ts';
import type { ListSearch } from '../kit/list-search.ts';
import type { PagedListSource, ParamsOf } from '../kit/paged-list.ts';

/** A report's URL search as report-page.tsx validates it: the list's page, sort and filters plus its date range. */
export interface ReportListSearch extends ListSearch {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The date range a report sends beside its list query (absent ends left out). */
export const reportDates = (search: ReportListSearch): Readonly<Record<string, string>> => ({
  ...(search.from ? { from: search.from } : {}),
  ...(search.to ? { to: search.to } : {}),
});

/**
 * A report's table list (kit/paged-list.ts): the URL's page, sort and filters, the date range sent beside them.
 * ReportPage and the report pages' loaders both build it here, so a loader fills the entry the table reads.
 */
export function reportListSource<E extends Endpoint>(
  endpoint: E,
  client: ApiClient,
  params: ParamsOf<E> | undefined,
  search: ReportListSearch,
): PagedListSource<E> {
  const listSearch: ListSearch = { page: search.page, sort: search.sort, filter: search.filter };
  return { endpoint, client, params, search: listSearch, extraQuery: reportDates(search) };
}
