import { Badge, Link as ChakraLink, Code } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteSiteKey, listSiteKeys, SITE_KEY_FIELDS, type SiteKey } from '../../../api/site-keys.ts';
import { ListPage } from '../../../console/list-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { editAndDeleteLinks, useDeleteAction } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { siteKeysSiteKeysPageMessages as m } from '../messages/site-keys-site-keys-page.ts';

const VIEW = '/embedder/console/keys/siteKeyManagement/$siteKeyId/view';
const column = createColumnHelper<SiteKey>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: ({ row, getValue }) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={VIEW} params={{ siteKeyId: row.original.id }}>
          {getValue()}
        </Link>
      </ChakraLink>
    ),
  }),
  column.accessor('key', { header: columnHeader(m.key), cell: ({ getValue }) => <Code size="sm">{getValue()}</Code> }),
  column.accessor('enabled', {
    header: columnHeader(m.enabled),
    cell: ({ getValue }) =>
      getValue() ? (
        <Badge colorPalette="green">
          <FormattedMessage {...m.enabled} />
        </Badge>
      ) : (
        <Badge colorPalette="gray">
          <FormattedMessage {...m.disabled} />
        </Badge>
      ),
  }),
  column.accessor('originsCount', { header: columnHeader(m.approvedOrigins) }),
];

/** /embedder/console/keys/siteKeyManagement (002 §2): the embedder's site keys, with add, edit and delete. */
export function SiteKeysPage(page: ConsolePageProps<ListSearch>) {
  const { client, embedderId = 0, session } = page;
  const { formatMessage: t } = useIntl();
  const remove = useDeleteAction({
    noun: m.siteKeyNoun,
    nameOf: (siteKey: SiteKey) => siteKey.name,
    mutationFn: (siteKey) => client.call(deleteSiteKey, { params: { embedderId, siteKeyId: siteKey.id } }),
    invalidate: [listQueryKey(listSiteKeys)],
    description: m.itsQrCodesStopShowing,
  });
  return (
    <ListPage
      page={page}
      title={m.siteKeys}
      description={m.aSiteKeyNamesYour}
      writable={can(session, 'keys')}
      add={{ label: m.addSiteKey, link: linkOptions({ to: '/embedder/console/keys/siteKeyManagement/new' }) }}
      label={m.siteKeys2}
      endpoint={listSiteKeys}
      params={{ embedderId }}
      fields={SITE_KEY_FIELDS}
      columns={columns}
      csvFileName="site-keys"
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noSiteKeysYet}
      rowActions={editAndDeleteLinks(
        (siteKey) => t(m.edit, { name: siteKey.name }),
        (siteKey) =>
          linkOptions({
            to: '/embedder/console/keys/siteKeyManagement/$siteKeyId/edit',
            params: { siteKeyId: siteKey.id },
          }),
        remove,
      )}
      dialog={remove.dialog}
    />
  );
}
