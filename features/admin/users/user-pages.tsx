import { useIntl } from 'react-intl';
import type { ConsolePageProps, ParamPageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { NotAvailableYet } from '../../../ui/not-available-yet.tsx';
import { usersUserPagesMessages as m } from '../messages/users-user-pages.ts';
import { EditUserPage } from './user-edit-page.tsx';
import { NewTenantUserPage } from './user-form-page.tsx';
import { scopeOf, type UserSection } from './user-scope.ts';
import { UsersList } from './users-list.tsx';

const TITLES: Record<UserSection, string> = { lenders: 'Lender', prospects: 'Prospect', embedders: 'Embedder' };
type TenantParams = { lenderId?: string; embedderId?: string };
const idOf = (params: TenantParams) => params.lenderId ?? params.embedderId;

/** The page components of the users routes, by where they hang (top level or under a lender/prospect/embedder). */
export function AllUsersPage(props: ConsolePageProps<ListSearch>) {
  const { formatMessage: t } = useIntl();
  return <UsersList {...props} scope={undefined} title={t(m.users)} />;
}

export function EditAnyUserPage({ client, params }: ParamPageProps<{ userId: string }>) {
  const { formatMessage: t } = useIntl();
  return <EditUserPage client={client} userId={params.userId} title={t(m.editUser)} />;
}

export const tenantUsersPage = (section: UserSection) =>
  function TenantUsersPage(props: ConsolePageProps<ListSearch, TenantParams>) {
    const { formatMessage: t } = useIntl();
    const scope = scopeOf(section, idOf(props.params));
    if (!scope) return <NotAvailableYet feature={`${TITLES[section]} users`} />;
    return <UsersList {...props} scope={scope} title={t(m.users2, { value: TITLES[section] })} />;
  };

export const newTenantUserPage = (section: UserSection) =>
  function NewUserOfTenantPage({ client, params }: ParamPageProps<TenantParams>) {
    const { formatMessage: t } = useIntl();
    const scope = scopeOf(section, idOf(params));
    if (!scope) return <NotAvailableYet feature={`Add ${TITLES[section].toLowerCase()} user`} />;
    return (
      <NewTenantUserPage client={client} scope={scope} title={t(m.addUser, { value: TITLES[section].toLowerCase() })} />
    );
  };

export const editTenantUserPage = (section: UserSection) =>
  function EditUserOfTenantPage({ client, params }: ParamPageProps<TenantParams & { userId: string }>) {
    const { formatMessage: t } = useIntl();
    return (
      <EditUserPage
        client={client}
        userId={params.userId}
        scope={scopeOf(section, idOf(params))}
        title={t(m.editUser2, { value: TITLES[section].toLowerCase() })}
      />
    );
  };
