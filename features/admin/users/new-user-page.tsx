import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import type { ConsoleUserRealm } from '../../../domain/validation/console-user.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { Picker } from '../../../kit/picker.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersNewUserPageMessages as m } from '../messages/users-new-user-page.ts';
import { NewUserForm } from './user-form-page.tsx';
import { FIRST_REALM, tenantOptionsQuery } from './user-queries.ts';
import { REALM_LABEL } from './user-scope.ts';

const REALMS = (['fi', 'embedder', 'super'] as const).map((value) => ({ value, label: REALM_LABEL[value] }));

/** A lender's or embedder's users are added to it: the organizations of a realm, by name. */
function useTenantOptions(client: ApiClient, realm: ConsoleUserRealm) {
  return useQuery({ ...tenantOptionsQuery(client, realm), enabled: realm !== 'super' });
}

/** users/new: the realm first (its roles differ), then for lender and embedder users the organization, then the user. */
export function NewConsoleUserPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const [realm, setRealm] = useState<ConsoleUserRealm>(FIRST_REALM);
  const [tenant, setTenant] = useState('');
  const tenants = useTenantOptions(client, realm);
  const scope = realm === 'super' ? undefined : tenants.data?.find((option) => String(option.number) === tenant);
  const pickRealm = (value: string) => {
    setRealm(value as ConsoleUserRealm);
    setTenant('');
  };
  const options = [
    { value: '', label: m.choose },
    ...(tenants.data ?? []).map((option) => ({ value: String(option.number), label: option.name ?? '' })),
  ];
  return (
    <Stack gap="5" maxW="sm">
      <PageHeader title={t(m.addUser)} description={t(m.theUserGetsATemporary)} />
      <Picker label={t(m.realm)} value={realm} options={REALMS} onChange={pickRealm} />
      {realm === 'super' ? null : (
        <QueryGate query={tenants} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="10">
          {() => <Picker label={REALM_LABEL[realm]} value={tenant} options={options} onChange={setTenant} />}
        </QueryGate>
      )}
      {(realm === 'super' || scope) && (
        <NewUserForm key={`${realm}:${tenant}`} client={client} realm={realm} scope={scope} />
      )}
    </Stack>
  );
}
