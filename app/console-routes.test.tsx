// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import type { Session } from '../api/session.ts';
import { permissionsForRoles } from '../domain/permissions.ts';
import type { AppServices } from '../features/session/services.ts';
import { fakeSessionActors } from '../features/session/session-actors.test-helper.ts';
import { type ConsolePageLoaderContext, type ConsolePageProps, defineConsolePage } from '../kit/console-page.ts';
import { type ListSearch, listSearchSchema } from '../kit/list-search.ts';
import { type Branch, branchFields, createBranchServer, listBranches } from '../kit/paged-list.test-support.ts';
import { pagedListQueryOptions } from '../kit/paged-list.ts';
import { PagedTable } from '../kit/paged-table.tsx';
import { TestProviders } from '../ui/test-providers.tsx';
import { createConsoleRoutes } from './console-routes.tsx';
import { createQueryClient } from './query-client.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lender: Session = {
  realm: 'fi',
  jwt: 'token',
  mfaRequired: false,
  userId: '2',
  username: 'ada',
  tenantId: '1',
  roles: [{ name: 'Read-only' }],
  permissions: permissionsForRoles(['Read-only']),
};

const column = createColumnHelper<Branch>();
const columns = [column.accessor('name', { header: 'Name' }), column.accessor('city', { header: 'City' })];

function BranchesPage({ client, fiId, search, navigateSearch }: ConsolePageProps<ListSearch>) {
  if (fiId === undefined) return null;
  return (
    <PagedTable
      label="Branches"
      endpoint={listBranches}
      client={client}
      params={{ fiId }}
      search={search}
      onSearchChange={navigateSearch}
      fields={branchFields}
      columns={columns}
      errorMessage="There was an error getting the branches"
    />
  );
}

function setUp(path: string, loaderFails = false) {
  const server = createBranchServer();
  const loads: ConsolePageLoaderContext<ListSearch>[] = [];
  const editProps = vi.fn();
  const pages = [
    defineConsolePage({
      path: 'branches',
      title: 'Branches',
      permission: { generalSetup: ['read'] },
      validateSearch: listSearchSchema,
      loader: (context) => {
        loads.push(context);
        if (loaderFails) throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Lender not found' });
        const { client, fiId, search, queryClient } = context;
        return queryClient.ensureQueryData(
          pagedListQueryOptions({ endpoint: listBranches, client, params: { fiId: fiId ?? 0 }, search }),
        );
      },
      component: BranchesPage,
    }),
    defineConsolePage({
      path: 'branches/$fiBranchId/edit',
      title: 'Edit branch',
      permission: { generalSetup: ['write'] },
      component: (props) => {
        editProps(props);
        return <p>Editing {props.params.fiBranchId}</p>;
      },
    }),
    defineConsolePage({ path: 'faq', title: 'FAQs', permission: { generalSetup: ['read'] } }),
    defineConsolePage({
      path: 'branches/new',
      title: 'New branch',
      permission: { generalSetup: ['write'] },
      component: () => null,
    }),
  ] as const;
  // The app's own query client: its 2 s de-duplication is what lets the page use the loader's data.
  const queryClient = createQueryClient();
  const context = {
    queryClient,
    sessions: fakeSessionActors({ fi: lender }),
    clients: { fi: server.client },
  } as unknown as AppServices;
  const root = createRootRouteWithContext<AppServices>()({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([createConsoleRoutes(root, '/lender/console', 'fi', pages, [])]),
    context,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { router, server, loads, editProps };
}

describe('console page definitions', () => {
  it('validate the search, run the loader with the realm client and fiId, and give the page its props', async () => {
    const { router, server, loads } = setUp('/lender/console/branches?page=1&sort=name%2Cdesc');
    expect(await screen.findByText('Branch 65')).toBeTruthy();
    expect(loads[0]).toMatchObject({
      fiId: 1,
      embedderId: undefined,
      params: {},
      search: { page: 1, sort: 'name,desc' },
    });
    expect(loads[0]?.client).toBe(server.client);
    expect(loads[0]?.session.username).toBe('ada');
    // The loader filled the cache: the table did not fetch the same page again.
    expect(server.listRequests()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Branch 35')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2, sort: 'name,desc' });
    expect(loads.at(-1)?.search).toEqual({ page: 2, sort: 'name,desc' });
  });

  it('fall back to the defaults for a malformed search', async () => {
    const { loads } = setUp('/lender/console/branches?page=minus-one&sort=drop');
    expect(await screen.findByText('Branch 01')).toBeTruthy();
    expect(loads[0]?.search).toEqual({ page: undefined, sort: undefined, filter: undefined });
  });

  it('write the search of a sort into the URL, dropping the page', async () => {
    const { router } = setUp('/lender/console/branches?page=2');
    await screen.findByText('Branch 61');
    await userEvent.click(screen.getByRole('button', { name: /City/ }));
    await screen.findByText('Showing 1–30 of 95');
    expect(router.state.location.search).toEqual({ sort: 'city,asc' });
    expect(router.state.location.searchStr).toBe('?sort=city%2Casc');
  });

  it("show the loader's failure in the page, not the whole console", async () => {
    // The router logs a failed loader; that log is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUp('/lender/console/branches', true);
    expect((await screen.findByRole('alert')).textContent).toContain('Lender not found');
    expect(screen.getByRole('heading', { name: 'Branches' })).toBeTruthy();
  });

  it('keep the permission guard', async () => {
    const { router } = setUp('/lender/console/branches/7/edit');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/lender/console/unauthorized'));
  });

  it('keep saying "not available yet" for a page without a component', async () => {
    setUp('/lender/console/faq');
    expect(await screen.findByText('FAQs is not available yet')).toBeTruthy();
  });
});

describe('a page without a search schema', () => {
  it('gets typed path params and an empty search', async () => {
    const admin = { ...lender, roles: [{ name: 'Admin' }], permissions: permissionsForRoles(['Admin']) };
    Object.assign(lender, admin);
    try {
      const { editProps } = setUp('/lender/console/branches/7/edit?page=3');
      expect(await screen.findByText('Editing 7')).toBeTruthy();
      expect(editProps).toHaveBeenCalledWith(
        expect.objectContaining({ params: { fiBranchId: '7' }, search: {}, fiId: 1, embedderId: undefined }),
      );
    } finally {
      Object.assign(lender, { roles: [{ name: 'Read-only' }], permissions: permissionsForRoles(['Read-only']) });
    }
  });
});
