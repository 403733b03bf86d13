import { Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiClient } from '../../../api/client.ts';
import { listEmbedders } from '../../../api/embedders.ts';
import { listLenders } from '../../../api/lenders.ts';
import { MAX_PAGE_SIZE } from '../../../api/paged-list.ts';
import { endpointKey } from '../../../api/query-options.ts';
import type { ConsoleUserRealm } from '../../../domain/validation/console-user.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { Picker } from '../../../kit/picker.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { NewUserForm } from './user-form-page.tsx';
import { REALM_LABEL, type UserScope } from './user-scope.ts';

const REALMS = (['fi', 'embedder', 'super'] as const).map((value) => ({ value, label: REALM_LABEL[value] }));

const TENANT_QUERY = { page: 0, size: MAX_PAGE_SIZE, sort: 'name,asc' };

/** A lender's or embedder's users are added to it: the organizations of a realm, by name. */
function useTenantOptions(client: ApiClient, realm: ConsoleUserRealm) {
  return useQuery({
    // Picker options made from the realm's list: an entry under that list's key, so a change to the list refreshes it.
    queryKey: endpointKey(realm === 'fi' ? listLenders : listEmbedders, {}, { ...TENANT_QUERY, as: 'options' }),
    enabled: realm !== 'super',
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
}

/** users/new: the realm first (its roles differ), then for lender and embedder users the organization, then the user. */
export function NewConsoleUserPage({ client }: ConsolePageProps) {
  const [realm, setRealm] = useState<ConsoleUserRealm>('fi');
  const [tenant, setTenant] = useState('');
  const tenants = useTenantOptions(client, realm);
  const scope = realm === 'super' ? undefined : tenants.data?.find((option) => String(option.number) === tenant);
  const pickRealm = (value: string) => {
    setRealm(value as ConsoleUserRealm);
    setTenant('');
  };
  const options = [
    { value: '', label: 'Choose…' },
    ...(tenants.data ?? []).map((option) => ({ value: String(option.number), label: option.name ?? '' })),
  ];
  return (
    <Stack gap="5" maxW="sm">
      <PageHeader
        title="Add user"
        description="The user gets a temporary password by mail and changes it at sign-in."
      />
      <Picker label="Realm" value={realm} options={REALMS} onChange={pickRealm} />
      {realm === 'super' ? null : tenants.isError ? (
        <LoadFailure message="There was an error getting the organizations" />
      ) : tenants.data ? (
        <Picker label={REALM_LABEL[realm]} value={tenant} options={options} onChange={setTenant} />
      ) : (
        <Skeleton height="10" />
      )}
      {(realm === 'super' || scope) && (
        <NewUserForm key={`${realm}:${tenant}`} client={client} realm={realm} scope={scope} />
      )}
    </Stack>
  );
}
