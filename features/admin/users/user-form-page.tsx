import { Field, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import {
  type ConsoleUserRow,
  createConsoleUser,
  getConsoleUser,
  listConsoleUsers,
  listTenantConsoleUsers,
  updateConsoleUser,
} from '../../../api/console-users.ts';
import { listEmbedders } from '../../../api/embedders.ts';
import { listLenders } from '../../../api/lenders.ts';
import { MAX_PAGE_SIZE } from '../../../api/paged-list.ts';
import { REALM_ROLES } from '../../../domain/permissions.ts';
import {
  type ConsoleUserRealm,
  consoleUserCreateSchema,
  consoleUserUpdateSchema,
} from '../../../domain/validation/console-user.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { REALM_LABEL, type UserScope, usersPath } from './user-scope.ts';

const roleOptions = (realm: ConsoleUserRealm) => REALM_ROLES[realm].map((role) => ({ value: role, label: role }));
const invalidate = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];

type CreateDraft = FormDraft<v.InferInput<typeof consoleUserCreateSchema>>;
type UpdateDraft = FormDraft<v.InferInput<typeof consoleUserUpdateSchema>>;

function createFields(realm: ConsoleUserRealm, askTenant: boolean): FieldsOf<CreateDraft> {
  return [
    ...(askTenant
      ? [
          {
            name: 'tenantNumber',
            label: realm === 'fi' ? 'Lender ID (fiId)' : 'Embedder ID',
            kind: 'number',
            required: true,
          } as const,
        ]
      : []),
    { name: 'username', label: 'Username', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email', helperText: 'The temporary password is mailed here.' },
    { name: 'phone', label: 'Phone', kind: 'phone' },
    { name: 'roles', label: 'Roles', kind: 'multiselect', options: roleOptions(realm) },
  ];
}

function NewUserForm({
  client,
  realm,
  scope,
}: {
  client: ApiClient;
  realm: ConsoleUserRealm;
  scope?: UserScope | undefined;
}) {
  const navigate = useNavigate();
  const back = () => navigate({ to: usersPath(scope) });
  const save = useConfigMutation({
    mutationFn: (body: v.InferOutput<typeof consoleUserCreateSchema>) => client.call(createConsoleUser, { body }),
    toasts: {
      pending: 'Adding the user…',
      success: 'User added: a temporary password was mailed to them',
      error: 'Could not add the user',
    },
    invalidate,
    onSuccess: back,
  });
  return (
    <SchemaForm
      key={realm}
      schema={consoleUserCreateSchema}
      defaultValues={{
        realm,
        tenantNumber: scope?.number,
        username: '',
        email: '',
        phone: '',
        roles: [],
      }}
      fields={createFields(realm, realm !== 'super' && !scope)}
      submitLabel="Add user"
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

/** A lender's or embedder's users are added to it: the organizations of a realm, by name (their number as value). */
function useTenantOptions(client: ApiClient, realm: ConsoleUserRealm) {
  return useQuery({
    queryKey: ['user-tenant-options', realm],
    enabled: realm !== 'super',
    queryFn: async () => {
      const query = { page: 0, size: MAX_PAGE_SIZE, sort: 'name,asc' };
      if (realm === 'fi') {
        const page = await client.call(listLenders, { query });
        return page.content.map((row) => ({ number: row.fiId, name: row.name, section: 'lenders' as const }));
      }
      const page = await client.call(listEmbedders, { query });
      return page.content.map((row) => ({ number: row.embedderId, name: row.name, section: 'embedders' as const }));
    },
  });
}

/** users/new: the realm first (its roles differ), then for lender and embedder users the organization, then the user. */
export function NewConsoleUserPage({ client }: ConsolePageProps) {
  const [realm, setRealm] = useState<ConsoleUserRealm>('fi');
  const [tenant, setTenant] = useState<string>('');
  const tenants = useTenantOptions(client, realm);
  const chosen = tenants.data?.find((option) => String(option.number) === tenant);
  const scope: UserScope | undefined =
    chosen && realm !== 'super' ? { section: chosen.section, realm, number: chosen.number } : undefined;
  const choose = (
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
    onChange: (value: string) => void,
  ) => (
    <Field.Root maxW="sm">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Stack gap="5">
      <PageHeader
        title="Add user"
        description="The user gets a temporary password by mail and changes it at sign-in."
      />
      {choose(
        'Realm',
        realm,
        (['fi', 'embedder', 'super'] as const).map((value) => ({ value, label: REALM_LABEL[value] })),
        (value) => {
          setRealm(value as ConsoleUserRealm);
          setTenant('');
        },
      )}
      {realm !== 'super' &&
        (tenants.isError ? (
          <LoadFailure message="There was an error getting the organizations" />
        ) : !tenants.data ? (
          <Skeleton height="10" maxW="sm" />
        ) : (
          choose(
            realm === 'fi' ? 'Lender' : 'Embedder',
            tenant,
            [{ value: '', label: 'Choose…' }, ...tenants.data.map((o) => ({ value: String(o.number), label: o.name }))],
            setTenant,
          )
        ))}
      {(realm === 'super' || scope) && (
        <NewUserForm key={`${realm}:${tenant}`} client={client} realm={realm} scope={scope} />
      )}
    </Stack>
  );
}

/** lenders|prospects|embedders/{id}/users/new: the tenant comes from the path. */
export function NewTenantUserPage({ client, scope, title }: { client: ApiClient; scope: UserScope; title: string }) {
  return (
    <>
      <PageHeader title={title} description="The user gets a temporary password by mail and changes it at sign-in." />
      <NewUserForm client={client} realm={scope.realm} scope={scope} />
    </>
  );
}

function EditUserForm({ client, user, scope }: { client: ApiClient; user: ConsoleUserRow; scope?: UserScope }) {
  const navigate = useNavigate();
  const back = () => navigate({ to: usersPath(scope) });
  const save = useConfigMutation({
    mutationFn: (body: v.InferOutput<typeof consoleUserUpdateSchema>) =>
      client.call(updateConsoleUser, { params: { userId: user.id }, body }),
    toasts: { pending: 'Saving the user…', success: 'User saved', error: 'Could not save the user' },
    invalidate: [...invalidate, [getConsoleUser.path]],
    onSuccess: back,
  });
  const fields: FieldsOf<UpdateDraft> = [
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'phone', label: 'Phone', kind: 'phone' },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      options: [
        { value: 'ACTIVE', label: 'ACTIVE' },
        { value: 'INACTIVE', label: 'INACTIVE (cannot sign in)' },
      ],
      helperText: user.status === 'LOCKED' ? 'Locked after failed sign-ins: ACTIVE unlocks.' : undefined,
    },
    { name: 'roles', label: 'Roles', kind: 'multiselect', options: roleOptions(user.realm) },
  ];
  return (
    <SchemaForm
      schema={consoleUserUpdateSchema}
      defaultValues={{
        email: user.email,
        phone: user.phone ?? '',
        roles: user.roles,
        status: user.status === 'LOCKED' ? '' : user.status,
      }}
      fields={fields}
      submitLabel="Save user"
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

export function EditUserPage({
  client,
  userId,
  scope,
  title,
}: {
  client: ApiClient;
  userId: string;
  scope?: UserScope | undefined;
  title: string;
}) {
  const user = useQuery({
    queryKey: [getConsoleUser.path, userId],
    queryFn: () => client.call(getConsoleUser, { params: { userId } }),
  });
  return (
    <>
      <PageHeader title={user.data ? `${title}: ${user.data.username}` : title} />
      {user.isError ? (
        <LoadFailure message="There was an error getting the user" onRetry={() => void user.refetch()} />
      ) : user.data ? (
        <EditUserForm client={client} user={user.data} {...(scope ? { scope } : {})} />
      ) : (
        <Skeleton height="48" />
      )}
    </>
  );
}
