import { linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { EMBEDDER_FIELDS, type Embedder, listEmbedders } from '../../../api/embedders.ts';
import { ListPage } from '../../../console/list-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { cells } from '../../../kit/display-cells.ts';
import { linkCell } from '../../../kit/link-cell.tsx';
import type { ListSearch } from '../../../kit/list-search.ts';
import { editLinks } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
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
export function EmbeddersPage(page: ConsolePageProps<ListSearch>) {
  const { formatMessage: t } = useIntl();
  return (
    <ListPage
      page={page}
      title={m.embedders}
      description={m.partnerSitesAndMerchantsThat}
      writable={canEditEmbedders(page.session)}
      add={{ label: m.addEmbedder, link: linkOptions({ to: `${EMBEDDERS_ROOT}/new` }) }}
      label={m.embedders}
      endpoint={listEmbedders}
      fields={EMBEDDER_FIELDS}
      columns={columns}
      csvFileName="embedders"
      errorMessage={LOAD_FAILURE}
      emptyMessage={m.noEmbeddersYet}
      rowKey={(embedder) => String(embedder.embedderId)}
      rowActions={editLinks(
        (embedder) => t(m.edit, { name: embedder.name }),
        (embedder) => embedderLink(embedder.embedderId, 'edit'),
      )}
    />
  );
}
