import type { ApiClient } from '../../api/client.ts';
import { getEmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { endpointKey } from '../../api/query-options.ts';
import { loadedQuery } from '../../kit/page-loader.ts';
import { lenderSetupEmbedderBlocklistQueryMessages as m } from '../messages/lender-setup-embedder-blocklist-query.ts';

/** The table's load-failure message (and its pages' routes'). */
export const EMBEDDER_BLOCKLIST_LOAD_FAILURE = m.loadFailure;

/**
 * A lender's embedder blocklist as EmbedderBlocklistTable reads it (the rows, not the envelope): for the table and
 * the loaders of the pages that show it.
 */
export const embedderBlocklistQuery = (client: ApiClient, fiId: number) =>
  loadedQuery(
    endpointKey(getEmbedderBlocklist, { fiId }),
    async (signal) =>
      (await client.call(getEmbedderBlocklist, { params: { fiId }, signal, suppressServerErrorRedirect: true }))
        .embedders,
  );
