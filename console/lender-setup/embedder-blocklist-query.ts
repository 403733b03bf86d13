import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { getEmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { endpointKey } from '../../api/query-options.ts';

/** The table's load-failure message (and its page's route's). */
export const EMBEDDER_BLOCKLIST_LOAD_FAILURE = 'There was an error getting the embedders';

/** Where the table keeps the list: a save's answer (the whole list) replaces it. */
export const embedderBlocklistKey = (fiId: number) => endpointKey(getEmbedderBlocklist, { fiId });

/** Every embedder with whether it is blocked (a 5xx stays in the table as a failure). */
export const loadEmbedderBlocklist = async (client: ApiClient, fiId: number, signal?: AbortSignal) =>
  (await client.call(getEmbedderBlocklist, { params: { fiId }, signal, suppressServerErrorRedirect: true })).embedders;

/** The list's query as the table builds it (embedder-blocklist-table.tsx), for its pages' loaders. */
export const embedderBlocklistQuery = (client: ApiClient, fiId: number) =>
  queryOptions({
    queryKey: embedderBlocklistKey(fiId),
    queryFn: ({ signal }) => loadEmbedderBlocklist(client, fiId, signal),
  });
