import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { ConsolePageLoaderContext } from './console-page.ts';

/**
 * A lookup page's box (a consumer by id or access code): what is typed stays a draft until it is submitted, then
 * goes to the page's search trimmed, or as nothing when blank, so the URL says what the page looks up.
 */
export function useLookupDraft(current: string | undefined, lookUp: (value: string | undefined) => void) {
  const [draft, setDraft] = useState(current ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    lookUp(draft.trim() || undefined);
  };
  return { draft, setDraft, onSubmit };
}

/**
 * A lookup page's loader: the lookup's query, once the search names what to look up. Prefetched, not ensured: an
 * unknown consumer is the page's own message, not a failed page.
 */
export const lookupLoader =
  <Search, TData, TKey extends QueryKey>(
    lookedUp: (search: Search) => string | undefined,
    query: (client: ApiClient, value: string) => FetchQueryOptions<TData, Error, TData, TKey>,
  ) =>
  ({ client, queryClient, search }: ConsolePageLoaderContext<Search, unknown>) => {
    const value = lookedUp(search);
    return value ? queryClient.prefetchQuery(query(client, value)) : undefined;
  };
