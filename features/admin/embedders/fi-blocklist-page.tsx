import { updateFiBlocklist } from '../../../api/embedders.ts';
import { BlocklistTable } from '../../../console/blocklist-table.tsx';
import { embeddersFiBlocklistPageMessages as m } from '../messages/embedders-fi-blocklist-page.ts';
import { fiBlocklistQuery } from './embedder-queries.ts';
import { embedderSubPage } from './embedder-sub-page.tsx';

/**
 * /admin/console/embedders/{embedderId}/fiBlocklist: the lenders this embedder's site does not show. The same pairs
 * as each lender's embedder blocklist, seen from the embedder's side; a switch saves the whole list.
 */
export const FiBlocklistPage = embedderSubPage({
  section: m.lenderBlocklist,
  fallbackTitle: m.lenderBlocklist2,
  description: m.thisEmbedderSSiteDoes,
  body: ({ client, embedderId, editable }) => (
    <BlocklistTable
      label={m.lenders}
      nameHeader={m.lender}
      query={fiBlocklistQuery(client, embedderId)}
      save={async (fiIds) =>
        (await client.call(updateFiBlocklist, { params: { embedderId }, body: { fiIds } })).lenders
      }
      idOf={(entry) => entry.fiId}
      editable={editable}
      openLabel={m.shown}
      loadFailure={m.thereWasAnErrorGetting}
      emptyMessage={m.noLendersYet}
    />
  ),
});
