import { Badge, Link as ChakraLink, Code } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { deleteSiteKey, listSiteKeys, SITE_KEY_FIELDS, type SiteKey } from '../../../api/site-keys.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { embedderParams } from '../../../kit/page-loader.ts';
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
export const SiteKeysPage: ListPageComponent = listPage({
  title: m.siteKeys,
  description: m.aSiteKeyNamesYour,
  add: {
    label: m.addSiteKey,
    link: linkOptions({ to: '/embedder/console/keys/siteKeyManagement/new' }),
    area: 'keys',
  },
  label: m.siteKeys2,
  endpoint: listSiteKeys,
  params: embedderParams,
  fields: SITE_KEY_FIELDS,
  columns,
  csvFileName: 'site-keys',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noSiteKeysYet,
  edit: {
    label: m.edit,
    nameOf: (siteKey) => siteKey.name,
    link: (siteKey) =>
      linkOptions({
        to: '/embedder/console/keys/siteKeyManagement/$siteKeyId/edit',
        params: { siteKeyId: siteKey.id },
      }),
  },
  remove: {
    noun: m.siteKeyNoun,
    description: m.itsQrCodesStopShowing,
    call: ({ client, embedderId = 0 }, siteKey) =>
      client.call(deleteSiteKey, { params: { embedderId, siteKeyId: siteKey.id } }),
  },
});
