import type { ApiClient } from '../../api/client.ts';
import { getEmbedderBlocklist, updateEmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { endpointKey } from '../../api/query-options.ts';
import { BlocklistTable } from '../blocklist-table.tsx';

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
      queryKey={endpointKey(getEmbedderBlocklist, { fiId })}
      load={async (signal) =>
        (await client.call(getEmbedderBlocklist, { params: { fiId }, signal, suppressServerErrorRedirect: true }))
          .embedders
      }
      save={async (embedderIds) =>
        (await client.call(updateEmbedderBlocklist, { params: { fiId }, body: { embedderIds } })).embedders
      }
      idOf={(entry) => entry.embedderId}
      editable={editable}
      openLabel="Allowed"
      loadFailure="There was an error getting the embedders"
      emptyMessage="No embedders yet."
    />
  );
}
