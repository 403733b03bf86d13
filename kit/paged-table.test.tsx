// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { toaster } from '../ui/toaster.tsx';
import { applySearchUpdate } from './console-page.ts';
import type { ListSearch } from './list-search.ts';
import { type Branch, branchFields, createBranchServer, listBranches } from './paged-list.test-support.ts';
import { PagedTable } from './paged-table.tsx';

const column = createColumnHelper<Branch>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('city', { header: 'City' }),
  column.accessor('opened', { header: 'Opened' }),
];

let server: ReturnType<typeof createBranchServer>;
let searches: ListSearch[];

beforeEach(() => {
  server = createBranchServer();
  searches = [];
});
afterEach(() => {
  cleanup();
  toaster.remove();
  vi.restoreAllMocks();
});

/** A page holding the list's search in state, as the router holds it in the URL. */
function BranchesScreen({ initial }: { initial: ListSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <PagedTable
      label="Branches"
      endpoint={listBranches}
      client={server.client}
      params={{ fiId: 1 }}
      search={search}
      onSearchChange={(update) =>
        setSearch((previous) => {
          const next = applySearchUpdate(previous, update);
          searches.push(next);
          return next;
        })
      }
      fields={branchFields}
      columns={columns}
      errorMessage="There was an error getting the branches"
      emptyMessage="No branches match."
      rowKey={(branch) => String(branch.id)}
      rowActions={(branch) => <button type="button">Edit {branch.name}</button>}
    />
  );
}

function renderScreen(initial: ListSearch = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <BranchesScreen initial={initial} />
      </QueryClientProvider>
    </TestProviders>,
  );
}

const lastQuery = () => Object.fromEntries(server.listRequests().at(-1)?.searchParams ?? []);
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Branches' }))
    .getAllByRole('row')
    .slice(1);

describe('PagedTable', () => {
  it('loads the first page of 30 and says where it stands', async () => {
    renderScreen();
    await screen.findByText('Branch 01');
    expect(lastQuery()).toEqual({ page: '0', size: '30' });
    expect(bodyRows()).toHaveLength(30);
    expect(screen.getByText('Showing 1–30 of 95')).toBeTruthy();
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
  });

  it('pages through the search: next page asks the server for page 1', async () => {
    renderScreen();
    await screen.findByText('Branch 01');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(searches.at(-1)).toEqual({ page: 1 });
    await screen.findByText('Branch 31');
    expect(lastQuery()).toMatchObject({ page: '1' });
    expect(screen.getByText('Showing 31–60 of 95')).toBeTruthy();
  });

  it('sorts only declared sortable fields and starts again from the first page', async () => {
    renderScreen({ page: 2 });
    await screen.findByText('Branch 61');
    expect(screen.getByRole('columnheader', { name: 'Opened' }).getAttribute('aria-sort')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /City/ }));
    expect(searches.at(-1)).toEqual({ sort: 'city,asc' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '0', sort: 'city,asc' }));
    await waitFor(() =>
      expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('Boise'),
    );
    expect(screen.getByRole('columnheader', { name: /City/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('filters through the filter bar and sends the filters as the JSON of the contract', async () => {
    renderScreen({ page: 1 });
    await screen.findByText('Branch 31');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const form = screen.getByRole('form', { name: 'New filter' });
    await userEvent.selectOptions(within(form).getByLabelText('Filter by'), 'city');
    await userEvent.selectOptions(within(form).getByLabelText('Value'), 'Reno');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    const filter = [{ field: 'city', operator: 'EQUAL', value: 'Reno' }];
    expect(searches.at(-1)).toEqual({ filter });
    await screen.findByText('Showing 1–30 of 31');
    expect(JSON.parse(lastQuery().filter ?? '')).toEqual(filter);
    expect(screen.getByRole('button', { name: 'Remove filter: City is Reno' })).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    renderScreen({ filter: [{ field: 'name', operator: 'LIKE', value: 'nowhere' }] });
    expect(await screen.findByText('No branches match.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Branches pages' })).toBeNull();
  });

  it("shows the seed's load-failure message in place, without leaving the page", async () => {
    server.state.failWith = 500;
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error getting the branches');
    server.state.failWith = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Branch 01')).toBeTruthy();
  });

  it('downloads the same list as CSV (same filters, every row) and saves it as a file', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:csv';
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderScreen({ filter: [{ field: 'city', operator: 'EQUAL', value: 'Boise' }], sort: 'name,desc' });
    await screen.findByText('Branch 94');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toEqual(['branches.csv']));
    expect(lastQuery()).toEqual({
      format: 'csv',
      sort: 'name,desc',
      filter: JSON.stringify([{ field: 'city', operator: 'EQUAL', value: 'Boise' }]),
    });
    const text = await saved[0]?.text();
    expect(text?.split('\n')).toHaveLength(33);
    expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'success', title: 'Download ready' });
  });

  it('says "Failed to download" when the export fails', async () => {
    renderScreen();
    await screen.findByText('Branch 01');
    server.state.failWith = 503;
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(toaster.getVisibleToasts()[0]).toMatchObject({ type: 'error', title: 'Failed to download' }),
    );
  });

  it('renders row actions', async () => {
    renderScreen();
    expect(await screen.findByRole('button', { name: 'Edit Branch 02' })).toBeTruthy();
  });
});
