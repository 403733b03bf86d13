import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LuPlus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONSOLE_USER_FIELDS, type ConsoleUserRow } from '../../../api/console-users.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { can } from '../../../kit/permission.ts';
import { linkProps } from '../../../kit/route-link.ts';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUsersListMessages as m } from '../messages/users-users-list.ts';
import { allUsersSource, tenantUsersSource } from './user-queries.ts';
import { useUserRowActions } from './user-row-actions.tsx';
import { REALM_LABEL, type UserScope, userEditLink, usersLink } from './user-scope.ts';

const STATUS_COLOR = { ACTIVE: 'green', INACTIVE: 'gray', LOCKED: 'red' } as const;

const column = createColumnHelper<ConsoleUserRow>();
const columns = [
  column.accessor('username', {
    header: columnHeader(m.username),
    cell: ({ row }) => (
      <Stack gap="0" whiteSpace="normal">
        <Text fontWeight="600" wordBreak="break-all">
          {row.original.username}
        </Text>
        <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
          {row.original.email}
        </Text>
      </Stack>
    ),
  }),
  column.accessor('tenantName', {
    header: columnHeader(m.organization),
    meta: { hideBelow: 'md' },
    cell: ({ row }) => (
      <Stack gap="1" align="flex-start">
        <Badge variant="subtle">{REALM_LABEL[row.original.realm]}</Badge>
        <Text textStyle="sm">{row.original.tenantName ?? <FormattedMessage {...m.offerwell} />}</Text>
      </Stack>
    ),
  }),
  column.accessor('roles', {
    header: columnHeader(m.roles),
    enableSorting: false,
    meta: { hideBelow: 'md' },
    cell: ({ getValue }) => getValue().map(labelOf).join(', '),
  }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: ({ row }) => (
      <Stack gap="1" align="flex-start">
        <Badge colorPalette={STATUS_COLOR[row.original.status]}>{labelOf(row.original.status)}</Badge>
        {row.original.temporaryPassword ? (
          <Text textStyle="xs" color="fg.muted">
            <FormattedMessage {...m.temporaryPassword} />
          </Text>
        ) : null}
      </Stack>
    ),
  }),
];

/**
 * The users list of /admin/console/users and of each lender's, prospect's and embedder's users page (002 §2):
 * status ACTIVE/INACTIVE/LOCKED, filters and CSV from the paged-list contract, and the row actions.
 */
export function UsersList({
  client,
  session,
  search,
  navigateSearch,
  scope,
  title,
}: Pick<ConsolePageProps<ListSearch>, 'client' | 'session' | 'search' | 'navigateSearch'> & {
  scope: UserScope | undefined;
  title: string;
}) {
  const { formatMessage: t } = useIntl();
  const editable = can(session, 'users');
  const actions = useUserRowActions(client, (user) => userEditLink(scope, user.id));
  const table = {
    label: title,
    client,
    search,
    onSearchChange: navigateSearch,
    fields: CONSOLE_USER_FIELDS,
    columns,
    csvFileName: 'users',
    errorMessage: m.thereWasAnErrorGetting,
    emptyMessage: m.noUsersYet,
    rowActions: editable ? actions.menu : undefined,
  };
  return (
    <>
      <PageHeader
        title={title}
        description={t(m.consoleUsersTheirRolesAnd)}
        actions={
          editable ? (
            <Button asChild colorPalette="brand" size="sm">
              <Link {...linkProps(usersLink(scope, '/new'))}>
                <LuPlus /> {t(m.addUser)}
              </Link>
            </Button>
          ) : null
        }
      />
      {scope ? (
        <PagedTable {...table} {...tenantUsersSource(client, scope, search)} />
      ) : (
        <PagedTable {...table} {...allUsersSource(client, search)} />
      )}
      {actions.dialog}
    </>
  );
}
