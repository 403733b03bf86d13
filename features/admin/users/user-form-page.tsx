import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { createConsoleUser, listConsoleUsers, listTenantConsoleUsers } from '../../../api/console-users.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { REALM_ROLES } from '../../../domain/permissions.ts';
import { type ConsoleUserRealm, consoleUserCreateSchema } from '../../../domain/validation/console-user.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { linkProps } from '../../../kit/route-link.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUserFormPageMessages as m } from '../messages/users-user-form-page.ts';
import { type UserScope, usersLink } from './user-scope.ts';

export const roleOptions = (realm: ConsoleUserRealm) =>
  REALM_ROLES[realm].map((role) => ({ value: role, label: labelOf(role) }));
export const invalidate = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];

type CreateDraft = FormDraft<v.InferInput<typeof consoleUserCreateSchema>>;

/** The user's own fields; the tenant is the scope's (picked on users/new, or the path's). */
const createFields = (realm: ConsoleUserRealm): FieldsOf<CreateDraft> => [
  { name: 'username', label: m.username, kind: 'text' },
  { name: 'email', label: m.email, kind: 'email', helperText: 'The temporary password is mailed here.' },
  { name: 'phone', label: m.phone, kind: 'phone' },
  { name: 'roles', label: m.roles, kind: 'multiselect', options: roleOptions(realm) },
];

export function NewUserForm({
  client,
  realm,
  scope,
}: {
  client: ApiClient;
  realm: ConsoleUserRealm;
  scope?: UserScope | undefined;
}) {
  const navigate = useNavigate();
  const back = () => navigate(linkProps(usersLink(scope)));
  const save = useConfigMutation({
    mutationFn: (body: v.InferOutput<typeof consoleUserCreateSchema>) => client.call(createConsoleUser, { body }),
    toasts: {
      pending: m.addingTheUser,
      success: m.userAddedATemporaryPassword,
      error: m.couldNotAddTheUser,
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
      fields={createFields(realm)}
      submitLabel="Add user"
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

/** lenders|prospects|embedders/{id}/users/new: the tenant comes from the path. */
export function NewTenantUserPage({ client, scope, title }: { client: ApiClient; scope: UserScope; title: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={title} description={t(m.theUserGetsATemporary)} />
      <NewUserForm client={client} realm={scope.realm} scope={scope} />
    </>
  );
}
