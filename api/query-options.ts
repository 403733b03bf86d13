import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from './client.ts';
import type { Endpoint, InferIn, InferOut } from './endpoint.ts';

// The one query-options factory of the SPA (issue 27 item 2): every screen and every page loader builds its query
// of an endpoint here, so a loader's `ensureQueryData` fills the very cache entry the screen reads, and an
// invalidation by `endpointKey` reaches every entry of the endpoint. Kept tiny (one runtime import, types
// otherwise): the consumer's first download carries it.

/** What one call of an endpoint sends: path parameters (which carry the tenant, `fiId`/`embedderId`) and query. */
export interface EndpointInput<E extends Endpoint> {
  readonly params?: InferIn<E['params']> | undefined;
  readonly query?: InferIn<E['query']> | undefined;
  /**
   * A prefix grouping a realm's keys so they can be dropped together (the consumer's CONSUMER_KEY). Part of the
   * key, not of the request.
   */
  readonly scope?: readonly string[] | undefined;
}

/**
 * The key of one call: `[...scope, endpoint.path, params, query]`. Its prefixes are the invalidation keys:
 * `endpointKey(endpoint)` (every call of the endpoint), `endpointKey(endpoint, { fiId })` (one tenant's, every
 * page and filter — TanStack matches object parts partially). kit/paged-list.ts keys its pages the same way.
 */
export function endpointKey(
  endpoint: Pick<Endpoint, 'path'>,
  params?: unknown,
  query?: unknown,
  scope: readonly string[] = [],
): readonly unknown[] {
  if (params === undefined && query === undefined) return [...scope, endpoint.path];
  if (query === undefined) return [...scope, endpoint.path, params];
  return [...scope, endpoint.path, params ?? {}, query];
}

/** Query options (key + fetcher) of one call; spread them to add `enabled`, `select`, `retry`, `staleTime`. */
export function endpointQuery<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  { params, query, scope }: EndpointInput<E> = {},
  callOptions?: Pick<CallOptions<E>, 'suppressServerErrorRedirect' | 'handleUnauthorized' | 'auth'>,
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, params ?? {}, query ?? {}, scope),
    queryFn: ({ signal }): Promise<InferOut<E['response']>> =>
      client.call(endpoint, { ...callOptions, params, query, signal } as CallOptions<E>),
  });
}
