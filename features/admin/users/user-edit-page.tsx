import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { type ConsoleUserRow, getConsoleUser, updateConsoleUser } from '../../../api/console-users.ts';
import { consoleUserUpdateSchema } from '../../../domain/validation/console-user.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useSaveAndReturn } from '../../../kit/save-and-return.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUserEditPageMessages as m } from '../messages/users-user-edit-page.ts';
import { consoleUserQuery, roleOptions, USER_LIST_KEYS } from './user-queries.ts';
import { type UserScope, usersLink } from './user-scope.ts';

type UpdateDraft = FormDraft<v.InferInput<typeof consoleUserUpdateSchema>>;

function EditUserForm({ client, user, scope }: { client: ApiClient; user: ConsoleUserRow; scope?: UserScope }) {
  const { formatMessage: t } = useIntl();
  const form = useSaveAndReturn({
    mutationFn: (body: v.InferOutput<typeof consoleUserUpdateSchema>) =>
      client.call(updateConsoleUser, { params: { userId: user.id }, body }),
    toasts: { pending: m.savingTheUser, success: m.userSaved, error: m.couldNotSaveTheUser },
    invalidate: [...USER_LIST_KEYS, [getConsoleUser.path]],
    back: usersLink(scope),
  });
  const fields: FieldsOf<UpdateDraft> = [
    { name: 'email', label: m.email, kind: 'email' },
    { name: 'phone', label: m.phone, kind: 'phone' },
    {
      name: 'status',
      label: m.status,
      kind: 'select',
      options: [
        { value: 'ACTIVE', label: m.active },
        { value: 'INACTIVE', label: m.inactiveCannotSignIn },
      ],
      helperText: user.status === 'LOCKED' ? t(m.lockedAfterFailedSignIns) : undefined,
    },
    { name: 'roles', label: m.roles, kind: 'multiselect', options: roleOptions(user.realm) },
  ];
  return (
    <SchemaForm
      {...form}
      schema={consoleUserUpdateSchema}
      defaultValues={{
        email: user.email,
        phone: user.phone ?? '',
        roles: user.roles,
        status: user.status === 'LOCKED' ? '' : user.status,
      }}
      fields={fields}
      submitLabel={t(m.saveUser)}
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
  const { formatMessage: t } = useIntl();
  const user = useQuery(consoleUserQuery(client, userId));
  return (
    <>
      <PageHeader title={user.data ? `${title}: ${user.data.username}` : title} />
      <QueryGate query={user} failure={t(m.loadFailure)}>
        {(data) => <EditUserForm client={client} user={data} {...(scope ? { scope } : {})} />}
      </QueryGate>
    </>
  );
}
