import { linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { EMBEDDER_FIELDS, type Embedder, listEmbedders } from '../../../api/embedders.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { cells } from '../../../kit/display-cells.ts';
import { linkCell } from '../../../kit/link-cell.tsx';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { AddLink, editLinks } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embeddersEmbeddersPageMessages as m } from '../messages/embedders-embedders-page.ts';
import { canEditEmbedders, EMBEDDERS_ROOT, embedderLink, LOAD_FAILURE } from './shared.ts';

const column = createColumnHelper<Embedder>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: linkCell((row) => embedderLink(row.embedderId), { strong: true }),
  }),
  column.accessor('code', { header: columnHeader(m.embedderId) }),
  column.accessor('embedderId', { header: columnHeader(m.number) }),
  column.accessor('customDomain', { header: columnHeader(m.customDomain), cell: cells.text }),
];

/** /admin/console/embedders (002 §2): every partner site hosting the offers. */
export function EmbeddersPage({ client, session, search, navigateSearch }: ConsolePageProps<ListSearch>) {
  const { formatMessage: t } = useIntl();
  const editable = canEditEmbedders(session);
  return (
    <>
      <PageHeader
        title={t(m.embedders)}
        description={t(m.partnerSitesAndMerchantsThat)}
        actions={
          editable ? <AddLink link={linkOptions({ to: `${EMBEDDERS_ROOT}/new` })}>{t(m.addEmbedder)}</AddLink> : null
        }
      />
      <PagedTable
        label={t(m.embedders)}
        endpoint={listEmbedders}
        client={client}
        search={search}
        onSearchChange={navigateSearch}
        fields={EMBEDDER_FIELDS}
        columns={columns}
        csvFileName="embedders"
        errorMessage={LOAD_FAILURE}
        emptyMessage={t(m.noEmbeddersYet)}
        rowKey={(embedder) => String(embedder.embedderId)}
        rowActions={
          editable
            ? editLinks(
                (embedder) => t(m.edit, { name: embedder.name }),
                (embedder) => embedderLink(embedder.embedderId, 'edit'),
              )
            : undefined
        }
      />
    </>
  );
}
