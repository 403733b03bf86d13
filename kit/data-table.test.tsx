// @vitest-environment happy-dom

import { createColumnHelper } from '@tanstack/react-table';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import type { TablePage } from './data-table-pagination.tsx';
import { showingText } from './data-table-pagination.tsx';
import { wordsOf } from './words.ts';

afterEach(cleanup);

interface Branch {
  id: number;
  name: string;
  city: string;
}
const column = createColumnHelper<Branch>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('city', { header: 'City', enableSorting: false }),
];
const branches: Branch[] = [
  { id: 1, name: 'Main Street', city: 'Boise' },
  { id: 2, name: 'Harbor', city: 'Tacoma' },
];

function renderTable(props: Partial<DataTableProps<Branch>> = {}) {
  return render(
    <TestProviders>
      <DataTable<Branch> label="Branches" columns={columns} rows={branches} rowKey={(b) => String(b.id)} {...props} />
    </TestProviders>,
  );
}

describe('DataTable', () => {
  it('renders one row per record under the column headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Branches' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'City']);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Harbor', 'Tacoma']);
  });

  it('says so when there are no rows', () => {
    renderTable({ rows: [], emptyMessage: 'No branches yet.' });
    expect(screen.getByText('No branches yet.')).toBeTruthy();
  });

  it("shows the caller's load-failure message instead of the table, with a retry", async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'There was an error getting the branches', onRetry });
    expect(screen.getByRole('alert').textContent).toContain('There was an error getting the branches');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows skeleton rows while loading, and no empty message', () => {
    renderTable({ rows: [], loading: true, skeletonRows: 4, emptyMessage: 'No branches yet.' });
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
    expect(screen.queryByText('No branches yet.')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('marks sortable headers with aria-sort and cycles ascending, descending, unsorted', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'City' }).getAttribute('aria-sort')).toBeNull();

    await userEvent.click(within(nameHeader).getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'asc' });

    const sorted = (sort: DataTableProps<Branch>['sort']) => (
      <TestProviders>
        <DataTable<Branch> label="Branches" columns={columns} rows={branches} sort={sort} onSortChange={onSortChange} />
      </TestProviders>
    );
    rerender(sorted({ field: 'name', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'name', direction: 'desc' });

    rerender(sorted({ field: 'name', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });

  it('has no sort buttons when the caller does not sort', () => {
    renderTable();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pages: "Showing 31–60 of 95", page x of y, previous and next', async () => {
    const onPageChange = vi.fn();
    renderTable({ page: { page: 1, size: 30, totalElements: 95, totalPages: 4 }, onPageChange });
    const nav = screen.getByRole('navigation', { name: 'Branches pages' });
    expect(nav.textContent).toContain('Showing 31–60 of 95');
    expect(nav.textContent).toContain('Page 2 of 4');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(0);
  });

  it('says "about" of an estimated total (a list past the exact-count cap, decision 0792)', () => {
    renderTable({
      page: { page: 0, size: 30, totalElements: 412_000, totalPages: 13_734, totalEstimated: true },
      onPageChange: vi.fn(),
    });
    const nav = screen.getByRole('navigation', { name: 'Branches pages' });
    expect(nav.textContent).toContain('Showing 1–30 of about 412,000');
    expect(nav.textContent).toContain('Page 1 of about 13,734');
  });

  it('cannot go before the first or past the last page', () => {
    renderTable({ page: { page: 0, size: 30, totalElements: 2, totalPages: 1 }, onPageChange: vi.fn() });
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds a row actions column', async () => {
    const edit = vi.fn();
    renderTable({
      rowActions: (branch) => (
        <button type="button" onClick={() => edit(branch.id)}>
          Edit {branch.name}
        </button>
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Harbor' }));
    expect(edit).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');
  });

  it('shows rows held in memory as they are: no sort buttons, no paging footer', () => {
    renderTable();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('names a captioned table by its visible caption, and marks rows with their data', () => {
    renderTable({ label: '2 rows', captioned: true, rowData: (branch) => ({ 'data-branch': branch.name }) });
    const table = screen.getByRole('table', { name: '2 rows' });
    expect(table.getAttribute('aria-label')).toBeNull();
    expect(table.querySelector('caption')?.textContent).toBe('2 rows');
    expect(table.querySelector('tr[data-branch="Harbor"]')?.textContent).toContain('Tacoma');
  });

  it('makes a wide table a named, focusable scroll region when asked', () => {
    renderTable({ scrollRegion: true });
    const region = screen.getByRole('region', { name: 'Branches' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(within(region).getByRole('table', { name: 'Branches' })).toBeTruthy();
  });

  it('keeps what a cell holds when the screen makes its columns again', async () => {
    function Draft({ name }: { name: string }) {
      const [value, setValue] = useState('');
      return <input aria-label={`Note for ${name}`} value={value} onChange={(e) => setValue(e.currentTarget.value)} />;
    }
    // New column objects and cell functions on every render, as a screen that builds them from its props does.
    function Screen({ tick }: { tick: number }) {
      const noted = [
        column.accessor('name', { header: 'Name' }),
        column.display({ id: `note`, header: `Note ${tick}`, cell: ({ row }) => <Draft name={row.original.name} /> }),
      ];
      return <DataTable<Branch> label="Branches" columns={noted} rows={branches} rowKey={(b) => String(b.id)} />;
    }
    const { rerender } = render(
      <TestProviders>
        <Screen tick={1} />
      </TestProviders>,
    );
    const note = screen.getByLabelText('Note for Harbor');
    await userEvent.type(note, 'call back');
    rerender(
      <TestProviders>
        <Screen tick={2} />
      </TestProviders>,
    );
    expect(screen.getByRole('columnheader', { name: 'Note 2' })).toBeTruthy();
    expect(screen.getByLabelText('Note for Harbor')).toBe(note);
    expect((note as HTMLInputElement).value).toBe('call back');
    expect(document.activeElement).toBe(note);
  });
});

describe('showingText', () => {
  it('counts rows from 1 and stops at the total', () => {
    const say = (page: TablePage) => wordsOf(createIntl({ locale: 'en', defaultLocale: 'en' }), showingText(page));
    expect(say({ page: 0, size: 30, totalElements: 95, totalPages: 4 })).toBe('Showing 1–30 of 95');
    expect(say({ page: 3, size: 30, totalElements: 95, totalPages: 4 })).toBe('Showing 91–95 of 95');
    expect(say({ page: 0, size: 30, totalElements: 0, totalPages: 0 })).toBe('Showing 0–0 of 0');
    expect(say({ page: 0, size: 30, totalElements: 1200, totalPages: 40 })).toBe('Showing 1–30 of 1200');
    expect(say({ page: 0, size: 30, totalElements: 10_000, totalPages: 334, totalEstimated: true })).toBe(
      'Showing 1–30 of about 10,000',
    );
  });
});
