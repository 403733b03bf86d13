import { Badge } from '@chakra-ui/react';
import { linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { API_KEY_FIELDS, type ApiKey, listApiKeys } from '../../../api/api-keys.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';
import { embedderParams } from '../../../kit/page-loader.ts';
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
export const ApiKeysPage: ListPageComponent = listPage({
  title: m.apiKeys,
  description: m.keysYourServersUseTo,
  add: { label: m.newApiKey, link: linkOptions({ to: '/embedder/console/keys/apiManagement/new' }), area: 'keys' },
  label: m.apiKeys2,
  endpoint: listApiKeys,
  params: embedderParams,
  fields: API_KEY_FIELDS,
  columns,
  csv: false,
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noApiKeysYet,
  edit: {
    label: m.edit,
    nameOf: (key) => key.name,
    link: (key) => linkOptions({ to: '/embedder/console/keys/apiManagement/$apiId/edit', params: { apiId: key.id } }),
  },
});
