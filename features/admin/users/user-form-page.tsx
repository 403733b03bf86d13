import { type IntlShape, useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { createConsoleUser, listConsoleUsers, listTenantConsoleUsers } from '../../../api/console-users.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { REALM_ROLES } from '../../../domain/permissions.ts';
import { type ConsoleUserRealm, consoleUserCreateSchema } from '../../../domain/validation/console-user.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useSaveAndReturn } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUserFormPageMessages as m } from '../messages/users-user-form-page.ts';
import { type UserScope, usersLink } from './user-scope.ts';

export const roleOptions = (realm: ConsoleUserRealm) =>
  REALM_ROLES[realm].map((role) => ({ value: role, label: labelOf(role) }));
export const invalidate = [listQueryKey(listConsoleUsers), listQueryKey(listTenantConsoleUsers)];

type CreateDraft = FormDraft<v.InferInput<typeof consoleUserCreateSchema>>;

/** The user's own fields; the tenant is the scope's (picked on users/new, or the path's). */
const createFields = (realm: ConsoleUserRealm, t: IntlShape['formatMessage']): FieldsOf<CreateDraft> => [
  { name: 'username', label: m.username, kind: 'text' },
  { name: 'email', label: m.email, kind: 'email', helperText: t(m.theTemporaryPasswordIsMailed) },
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
  const { formatMessage: t } = useIntl();
  const form = useSaveAndReturn({
    mutationFn: (body: v.InferOutput<typeof consoleUserCreateSchema>) => client.call(createConsoleUser, { body }),
    toasts: { pending: m.addingTheUser, success: m.userAddedATemporaryPassword, error: m.couldNotAddTheUser },
    invalidate,
    back: usersLink(scope),
  });
  return (
    <SchemaForm
      {...form}
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
      fields={createFields(realm, t)}
      submitLabel={t(m.addUser)}
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
