import { needs } from '../../../domain/permissions.ts';
import {
  type AnyConsolePageComponent,
  type AnyConsolePageLoader,
  type ConsolePageLoaderContext,
  defineConsolePage,
  type NoSearch,
  type PageTitle,
} from '../../../kit/console-page.ts';
import { lazyPage, lazyPages } from '../../../kit/lazy-page.ts';
import { type ListSearch, listSearchSchema } from '../../../kit/list-search.ts';
import { ensurePagedList } from '../../../kit/page-loader.ts';
import { usersUserAdminPagesMessages as words } from '../messages/users-user-admin-pages.ts';
import {
  allUsersSource,
  consoleUserQuery,
  FIRST_REALM,
  tenantOptionsQuery,
  tenantUsersSource,
} from './user-queries.ts';
import { scopeOf, type UserSection } from './user-scope.ts';

// Loaded when first opened, like every console page.
const pages = () => import('./user-pages.tsx');
const { AllUsersPage, EditAnyUserPage } = lazyPages(pages);
const { NewConsoleUserPage } = lazyPages(() => import('./new-user-page.tsx'));
const tenantPages = (section: 'lenders' | 'prospects' | 'embedders') => ({
  list: lazyPage(() => pages().then((m) => ({ default: m.tenantUsersPage(section) }))),
  add: lazyPage(() => pages().then((m) => ({ default: m.newTenantUserPage(section) }))),
  edit: lazyPage(() => pages().then((m) => ({ default: m.editTenantUserPage(section) }))),
});

type TenantParams = { lenderId?: string; embedderId?: string };
const USERS_FAILURE = words.usersFailure;
const USER_FAILURE = words.userFailure;

/** A tenant's users list: the first page of its table (nothing for an id that names no tenant: the page says so). */
const loadTenantUsers =
  (section: UserSection) =>
  ({ client, queryClient, params, search }: ConsolePageLoaderContext<ListSearch, TenantParams>) => {
    const scope = scopeOf(section, params.lenderId ?? params.embedderId);
    return scope ? ensurePagedList({ queryClient }, tenantUsersSource(client, scope, search)) : undefined;
  };

const loadUser = ({ client, queryClient, params }: ConsolePageLoaderContext<NoSearch, { userId: string }>) =>
  queryClient.ensureQueryData(consoleUserQuery(client, params.userId));

const read = needs('users', 'read');
const write = needs('users', 'write');

function tenantUserPages<const Base extends `${'lenders' | 'prospects' | 'embedders'}/$${string}/users`>(
  base: Base,
  section: 'lenders' | 'prospects' | 'embedders',
  titles: Readonly<Record<'list' | 'add' | 'edit', PageTitle>>,
) {
  // Typed for the section's own params (TenantParams & { userId }); a path built from the generic Base cannot show
  // them to the checker, which sees the concrete path at each call below.
  const components = tenantPages(section) as Record<'list' | 'add' | 'edit', AnyConsolePageComponent>;
  return [
    defineConsolePage({
      path: base,
      title: titles.list,
      permission: read,
      validateSearch: listSearchSchema,
      // Typed for the section's params above; the generic path hides them here, like the components'.
      loader: loadTenantUsers(section) as AnyConsolePageLoader,
      loadFailure: USERS_FAILURE,
      component: components.list,
    }),
    defineConsolePage({
      path: `${base}/new`,
      title: titles.add,
      permission: write,
      component: components.add,
    }),
    defineConsolePage({
      path: `${base}/$userId/edit`,
      title: titles.edit,
      permission: write,
      loader: loadUser as AnyConsolePageLoader,
      loadFailure: USER_FAILURE,
      component: components.edit,
    }),
  ] as const;
}

/** Top-level users (002 §2 users, users/new, users/{userId}/edit). */
export const userPages = [
  defineConsolePage({
    path: 'users',
    title: words.users,
    permission: read,
    validateSearch: listSearchSchema,
    loader: ({ client, queryClient, search }) => ensurePagedList({ queryClient }, allUsersSource(client, search)),
    loadFailure: USERS_FAILURE,
    component: AllUsersPage,
  }),
  defineConsolePage({
    path: 'users/new',
    title: words.addUser,
    permission: write,
    loader: ({ client, queryClient }) => queryClient.ensureQueryData(tenantOptionsQuery(client, FIRST_REALM)),
    loadFailure: words.thereWasAnErrorGetting,
    component: NewConsoleUserPage,
  }),
  defineConsolePage({
    path: 'users/$userId/edit',
    title: words.editUser,
    permission: write,
    loader: loadUser,
    loadFailure: USER_FAILURE,
    component: EditAnyUserPage,
  }),
] as const;

export const lenderUserPages = tenantUserPages('lenders/$lenderId/users', 'lenders', {
  list: words.lenderUsers,
  add: words.addLenderUser,
  edit: words.editLenderUser,
});
export const prospectUserPages = tenantUserPages('prospects/$lenderId/users', 'prospects', {
  list: words.prospectUsers,
  add: words.addProspectUser,
  edit: words.editProspectUser,
});
export const embedderUserPages = tenantUserPages('embedders/$embedderId/users', 'embedders', {
  list: words.embedderUsers,
  add: words.addEmbedderUser,
  edit: words.editEmbedderUser,
});
