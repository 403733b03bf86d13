import { lazy } from 'react';
import { needs } from '../../../domain/permissions.ts';
import { type AnyConsolePageComponent, defineConsolePage } from '../../../kit/console-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';

// Loaded when first opened, like every console page.
const pages = () => import('./user-pages.tsx');
const AllUsersPage = lazy(() => pages().then((m) => ({ default: m.AllUsersPage })));
const EditAnyUserPage = lazy(() => pages().then((m) => ({ default: m.EditAnyUserPage })));
const NewConsoleUserPage = lazy(() => import('./new-user-page.tsx').then((m) => ({ default: m.NewConsoleUserPage })));
const tenantPages = (section: 'lenders' | 'prospects' | 'embedders') => ({
  list: lazy(() => pages().then((m) => ({ default: m.tenantUsersPage(section) }))),
  add: lazy(() => pages().then((m) => ({ default: m.newTenantUserPage(section) }))),
  edit: lazy(() => pages().then((m) => ({ default: m.editTenantUserPage(section) }))),
});

const read = needs('users', 'read');
const write = needs('users', 'write');

function tenantUserPages<const Base extends `${'lenders' | 'prospects' | 'embedders'}/$${string}/users`>(
  base: Base,
  section: 'lenders' | 'prospects' | 'embedders',
  title: string,
) {
  // Typed for the section's own params (TenantParams & { userId }); a path built from the generic Base cannot show
  // them to the checker, which sees the concrete path at each call below.
  const components = tenantPages(section) as Record<'list' | 'add' | 'edit', AnyConsolePageComponent>;
  return [
    defineConsolePage({
      path: base,
      title: `${title} users`,
      permission: read,
      validateSearch: listSearchSchema,
      component: components.list,
    }),
    defineConsolePage({
      path: `${base}/new`,
      title: `Add ${title.toLowerCase()} user`,
      permission: write,
      component: components.add,
    }),
    defineConsolePage({
      path: `${base}/$userId/edit`,
      title: `Edit ${title.toLowerCase()} user`,
      permission: write,
      component: components.edit,
    }),
  ] as const;
}

/** Top-level users (002 §2 users, users/new, users/{userId}/edit). */
export const userPages = [
  defineConsolePage({
    path: 'users',
    title: 'Users',
    permission: read,
    validateSearch: listSearchSchema,
    component: AllUsersPage,
  }),
  defineConsolePage({ path: 'users/new', title: 'Add user', permission: write, component: NewConsoleUserPage }),
  defineConsolePage({ path: 'users/$userId/edit', title: 'Edit user', permission: write, component: EditAnyUserPage }),
] as const;

export const lenderUserPages = tenantUserPages('lenders/$lenderId/users', 'lenders', 'Lender');
export const prospectUserPages = tenantUserPages('prospects/$lenderId/users', 'prospects', 'Prospect');
export const embedderUserPages = tenantUserPages('embedders/$embedderId/users', 'embedders', 'Embedder');
