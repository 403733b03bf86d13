import { Badge } from '@chakra-ui/react';
import { linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { API_KEY_FIELDS, type ApiKey, listApiKeys } from '../../../api/api-keys.ts';
import { ListPage } from '../../../console/list-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { can } from '../../../kit/permission.ts';
import { editLinks } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { apiKeysApiKeysPageMessages as m } from '../messages/api-keys-api-keys-page.ts';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');
const status = (key: ApiKey) =>
  key.revokedAt ? ['Revoked', 'red'] : key.enabled ? ['Enabled', 'green'] : ['Disabled', 'gray'];
const column = createColumnHelper<ApiKey>();
const columns = [
  column.accessor('name', { header: columnHeader(m.name) }),
  column.accessor('keyPrefix', { header: columnHeader(m.key), cell: (c) => `${c.getValue()}…` }),
  column.display({
    id: 'status',
    header: columnHeader(m.status),
    cell: ({ row }) => {
      const [label, palette] = status(row.original);
      return (
        <Badge colorPalette={palette} variant="subtle">
          {label}
        </Badge>
      );
    },
  }),
  column.accessor('createdAt', { header: columnHeader(m.created), cell: (c) => when(c.getValue()) }),
  column.accessor('lastUsedAt', { header: columnHeader(m.lastUsed), cell: (c) => when(c.getValue()) }),
  column.accessor('revokedAt', {
    header: columnHeader(m.revoked),
    cell: (c) => when(c.getValue()),
    enableSorting: false,
  }),
];

/** /embedder/console/keys/apiManagement (002 §2): the embedder's partner-API keys, never their values. */
export function ApiKeysPage(page: ConsolePageProps<ListSearch>) {
  const { formatMessage: t } = useIntl();
  return (
    <ListPage
      page={page}
      title={m.apiKeys}
      description={m.keysYourServersUseTo}
      writable={can(page.session, 'keys')}
      add={{ label: m.newApiKey, link: linkOptions({ to: '/embedder/console/keys/apiManagement/new' }) }}
      label={m.apiKeys2}
      endpoint={listApiKeys}
      params={{ embedderId: page.embedderId ?? 0 }}
      fields={API_KEY_FIELDS}
      columns={columns}
      csv={false}
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noApiKeysYet}
      rowActions={editLinks(
        (key) => t(m.edit, { name: key.name }),
        (key) => linkOptions({ to: '/embedder/console/keys/apiManagement/$apiId/edit', params: { apiId: key.id } }),
      )}
    />
  );
}
