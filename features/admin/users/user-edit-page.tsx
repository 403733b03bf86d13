import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ApiClient } from '../../../api/client.ts';
import { type ConsoleUserRow, getConsoleUser, updateConsoleUser } from '../../../api/console-users.ts';
import { consoleUserUpdateSchema } from '../../../domain/validation/console-user.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { linkProps } from '../../../kit/route-link.ts';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usersUserEditPageMessages as m } from '../messages/users-user-edit-page.ts';
import { invalidate, roleOptions } from './user-form-page.tsx';
import { consoleUserQuery } from './user-queries.ts';
import { type UserScope, usersLink } from './user-scope.ts';

type UpdateDraft = FormDraft<v.InferInput<typeof consoleUserUpdateSchema>>;

function EditUserForm({ client, user, scope }: { client: ApiClient; user: ConsoleUserRow; scope?: UserScope }) {
  const navigate = useNavigate();
  const back = () => navigate(linkProps(usersLink(scope)));
  const save = useConfigMutation({
    mutationFn: (body: v.InferOutput<typeof consoleUserUpdateSchema>) =>
      client.call(updateConsoleUser, { params: { userId: user.id }, body }),
    toasts: { pending: m.savingTheUser, success: m.userSaved, error: m.couldNotSaveTheUser },
    invalidate: [...invalidate, [getConsoleUser.path]],
    onSuccess: back,
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
      helperText: user.status === 'LOCKED' ? 'Locked after failed sign-ins: Active unlocks.' : undefined,
    },
    { name: 'roles', label: m.roles, kind: 'multiselect', options: roleOptions(user.realm) },
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
  const user = useQuery(consoleUserQuery(client, userId));
  return (
    <>
      <PageHeader title={user.data ? `${title}: ${user.data.username}` : title} />
      <QueryGate query={user} failure="There was an error getting the user">
        {(data) => <EditUserForm client={client} user={data} {...(scope ? { scope } : {})} />}
      </QueryGate>
    </>
  );
}
