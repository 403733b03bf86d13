import { useIntl } from 'react-intl';
import { updateFiBlocklist } from '../../../api/embedders.ts';
import { BlocklistTable } from '../../../console/blocklist-table.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { embeddersFiBlocklistPageMessages as m } from '../messages/embedders-fi-blocklist-page.ts';
import { fiBlocklistQuery } from './embedder-queries.ts';
import { EmbedderSubPage } from './embedder-sub-page.tsx';
import { canEditEmbedders, embedderIdOf } from './shared.ts';

/**
 * /admin/console/embedders/{embedderId}/fiBlocklist: the lenders this embedder's site does not show. The same pairs
 * as each lender's embedder blocklist, seen from the embedder's side; a switch saves the whole list.
 */
export function FiBlocklistPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedderId = embedderIdOf(params);
  const blocklist = fiBlocklistQuery(client, embedderId);
  return (
    <EmbedderSubPage
      client={client}
      embedderId={embedderId}
      section={t(m.lenderBlocklist)}
      fallbackTitle={t(m.lenderBlocklist2)}
      description={t(m.thisEmbedderSSiteDoes)}
    >
      <BlocklistTable
        label={t(m.lenders)}
        nameHeader={t(m.lender)}
        queryKey={blocklist.queryKey}
        load={blocklist.load}
        save={async (fiIds) =>
          (await client.call(updateFiBlocklist, { params: { embedderId }, body: { fiIds } })).lenders
        }
        idOf={(entry) => entry.fiId}
        editable={canEditEmbedders(session)}
        openLabel={t(m.shown)}
        loadFailure={t(m.thereWasAnErrorGetting)}
        emptyMessage={t(m.noLendersYet)}
      />
    </EmbedderSubPage>
  );
}
