import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { createConsoleUser } from '../../../api/console-users.ts';
import { type ConsoleUserRealm, consoleUserCreateSchema } from '../../../domain/validation/console-user.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { useSaveAndReturn } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUserFormPageMessages as m } from '../messages/users-user-form-page.ts';
import { roleOptions, USER_LIST_KEYS } from './user-queries.ts';
import { type UserScope, usersLink } from './user-scope.ts';

type CreateDraft = FormDraft<v.InferInput<typeof consoleUserCreateSchema>>;

/** The user's own fields; the tenant is the scope's (picked on users/new, or the path's). */
const createFields = (realm: ConsoleUserRealm): FieldsOf<CreateDraft> => [
  { name: 'username', label: m.username, kind: 'text' },
  { name: 'email', label: m.email, kind: 'email', helperText: m.theTemporaryPasswordIsMailed },
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
  const form = useSaveAndReturn({
    mutationFn: (body: v.InferOutput<typeof consoleUserCreateSchema>) => client.call(createConsoleUser, { body }),
    toasts: { pending: m.addingTheUser, success: m.userAddedATemporaryPassword, error: m.couldNotAddTheUser },
    invalidate: USER_LIST_KEYS,
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
      fields={createFields(realm)}
      submitLabel={m.addUser}
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
