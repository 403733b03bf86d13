import type { ApiClient } from '../../api/client.ts';
import { updateEmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { BlocklistTable } from '../blocklist-table.tsx';
import {
  EMBEDDER_BLOCKLIST_LOAD_FAILURE,
  embedderBlocklistKey,
  loadEmbedderBlocklist,
} from './embedder-blocklist-query.ts';

/**
 * Every embedder with whether the lender's offers may show on its site (GET/PUT /fi/{fiId}/embedders/blocklist): the
 * lender's own Embedder Blocklist page and the admin's lender page show it.
 */
export function EmbedderBlocklistTable({
  client,
  fiId,
  editable,
}: {
  client: ApiClient;
  fiId: number;
  editable: boolean;
}) {
  return (
    <BlocklistTable
      label="Embedders"
      nameHeader="Embedder"
      queryKey={embedderBlocklistKey(fiId)}
      load={(signal) => loadEmbedderBlocklist(client, fiId, signal)}
      save={async (embedderIds) =>
        (await client.call(updateEmbedderBlocklist, { params: { fiId }, body: { embedderIds } })).embedders
      }
      idOf={(entry) => entry.embedderId}
      editable={editable}
      openLabel="Allowed"
      loadFailure={EMBEDDER_BLOCKLIST_LOAD_FAILURE}
      emptyMessage="No embedders yet."
    />
  );
}
