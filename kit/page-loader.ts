import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import type { Endpoint } from '../api/endpoint.ts';
import { type EndpointInput, endpointQuery } from '../api/query-options.ts';
import type { ConsolePageLoaderContext, TenantIds } from './console-page.ts';
import type { ListSearch } from './list-search.ts';
import { type PagedListSource, type ParamsOf, pagedListQueryOptions } from './paged-list.ts';

type LoaderServices = Pick<ConsolePageLoaderContext, 'client' | 'queryClient'>;

/**
 * A page loader's fetch of one endpoint (issue 27 item 2): the same query options the screen's `useQuery` builds
 * (api/query-options.ts), so the screen's first paint reads the cache and a failure reaches the route's error
 * component. Cached data is used as it is (the screen's own query refreshes it when stale).
 */
export function ensureEndpoint<E extends Endpoint>(
  { client, queryClient }: LoaderServices,
  endpoint: E,
  input?: EndpointInput<E>,
) {
  return queryClient.ensureQueryData(endpointQuery(client as ApiClient, endpoint, input));
}

/** Several loads at once (a page whose first paint needs two calls). */
export function ensureAll(...loads: readonly Promise<unknown>[]): Promise<unknown> {
  return Promise.all(loads);
}

/** A page loader's fetch of the first page of a kit PagedTable list: the table's own query (kit/paged-list.ts). */
export function ensurePagedList<E extends Endpoint>(
  { queryClient }: Pick<ConsolePageLoaderContext, 'queryClient'>,
  source: PagedListSource<E>,
) {
  return queryClient.ensureQueryData(pagedListQueryOptions(source));
}

/** A list page's loader context: the list's URL search, whatever the page's path params. */
type ListLoaderContext = ConsolePageLoaderContext<ListSearch, unknown>;

/**
 * A list page's loader: the first page of `endpoint`'s list (its PagedTable's query), the path parameters from the
 * page's tenant (`lenderParams`, `embedderParams`).
 */
export const pagedListLoader =
  <E extends Endpoint>(endpoint: E, params?: (tenant: TenantIds) => ParamsOf<E>) =>
  (context: ListLoaderContext) =>
    ensurePagedList(context, { endpoint, client: context.client, params: params?.(context), search: context.search });

/** A lender's list's path parameters: `{ fiId }` of the signed-in lender (0 names none: the server answers 4xx). */
export const lenderParams = ({ fiId = 0 }: TenantIds) => ({ fiId });
/** An embedder's list's path parameters: `{ embedderId }` of the signed-in embedder. */
export const embedderParams = ({ embedderId = 0 }: TenantIds) => ({ embedderId });

/** What a kit component that loads its own record reads (LoadedForm, BlocklistTable): its key and its fetch. */
export interface LoadedQuery<T> {
  readonly queryKey: readonly unknown[];
  readonly load: (signal: AbortSignal) => Promise<T>;
}

/**
 * The query of a kit component that takes a `LoadedQuery` as one value: the screen hands it to the component, the
 * page loader ensures the whole, so both read one entry.
 */
export function loadedQuery<T>(queryKey: readonly unknown[], load: (signal: AbortSignal) => Promise<T>) {
  return { ...queryOptions({ queryKey, queryFn: ({ signal }) => load(signal) }), load };
}
