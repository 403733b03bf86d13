import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getConsoleUser, listConsoleUsers, listTenantConsoleUsers } from '../../../api/console-users.ts';
import { listEmbedders } from '../../../api/embedders.ts';
import { listLenders } from '../../../api/lenders.ts';
import { MAX_PAGE_SIZE } from '../../../api/paged-list.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { REALM_ROLES } from '../../../domain/permissions.ts';
import type { ConsoleUserRealm } from '../../../domain/validation/console-user.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey, type PagedListSource } from '../../../kit/paged-list.ts';
import type { UserScope } from './user-scope.ts';

// The users screens' queries, for the screens and their page loaders (user-admin-pages.ts) alike.

/** The user lists a user's change refreshes: the platform's and a tenant's. */
export const USER_LIST_KEYS = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];

/** A realm's roles as select options, each in its words. */
export const roleOptions = (realm: ConsoleUserRealm) =>
  REALM_ROLES[realm].map((role) => ({ value: role, label: labelOf(role) }));

/** Every console user (/admin/console/users). */
export const allUsersSource = (client: ApiClient, search: ListSearch): PagedListSource<typeof listConsoleUsers> => ({
  endpoint: listConsoleUsers,
  client,
  search,
});

/** One lender's, prospect's or embedder's users. */
export const tenantUsersSource = (
  client: ApiClient,
  scope: UserScope,
  search: ListSearch,
): PagedListSource<typeof listTenantConsoleUsers> => ({
  endpoint: listTenantConsoleUsers,
  client,
  params: { realm: scope.realm, tenantNumber: scope.number },
  search,
});

/** The user an edit page is about. */
export const consoleUserQuery = (client: ApiClient, userId: string) =>
  endpointQuery(client, getConsoleUser, { params: { userId } });

/** The realm users/new opens on: its organizations are what the first paint shows. */
export const FIRST_REALM: ConsoleUserRealm = 'fi';

const TENANT_QUERY = { page: 0, size: MAX_PAGE_SIZE, sort: 'name,asc' };

/** users/new: the organizations of a realm as picker options (lenders for fi, embedders otherwise). */
export const tenantOptionsQuery = (client: ApiClient, realm: ConsoleUserRealm) =>
  queryOptions({
    // Picker options made from the realm's list: an entry under that list's key, so a change to the list refreshes it.
    queryKey: endpointKey(realm === 'fi' ? listLenders : listEmbedders, {}, { ...TENANT_QUERY, as: 'options' }),
    queryFn: async (): Promise<UserScope[]> => {
      const query = TENANT_QUERY;
      if (realm === 'fi') {
        const { content } = await client.call(listLenders, { query });
        return content.map((row) => ({ section: 'lenders', realm: 'fi', number: row.fiId, name: row.name }));
      }
      const { content } = await client.call(listEmbedders, { query });
      return content.map((row) => ({
        section: 'embedders',
        realm: 'embedder',
        number: row.embedderId,
        name: row.name,
      }));
    },
  });
