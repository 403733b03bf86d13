import { updateEmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { BlocklistTable } from '../blocklist-table.tsx';
import { lenderSetupEmbedderBlocklistTableMessages as m } from '../messages/lender-setup-embedder-blocklist-table.ts';
import { embedderBlocklistQuery } from './embedder-blocklist-query.ts';
import type { LenderSetupProps } from './setup-section.tsx';

/**
 * Every embedder with whether the lender's offers may show on its site (GET/PUT /fi/{fiId}/embedders/blocklist): the
 * lender's own Embedder Blocklist page and the admin's lender page show it.
 */
export function EmbedderBlocklistTable({ client, fiId, editable }: LenderSetupProps) {
  return (
    <BlocklistTable
      label={m.embedders}
      nameHeader={m.embedder}
      query={embedderBlocklistQuery(client, fiId)}
      save={async (embedderIds) =>
        (await client.call(updateEmbedderBlocklist, { params: { fiId }, body: { embedderIds } })).embedders
      }
      idOf={(entry) => entry.embedderId}
      editable={editable}
      openLabel={m.allowed}
      loadFailure={m.thereWasAnErrorGetting}
      emptyMessage={m.noEmbeddersYet}
    />
  );
}
