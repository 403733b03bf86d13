// @vitest-environment happy-dom

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../ui/test-providers.tsx';
import { allQueries, type GatedQuery, QueryGate } from './query-gate.tsx';

afterEach(cleanup);

const show = (node: ReactNode) => render(<TestProviders>{node}</TestProviders>);
const stub = <D,>(data: D | undefined, isError = false) =>
  ({ data, isError, refetch: vi.fn(() => Promise.resolve()) }) as unknown as GatedQuery<D> & {
    refetch: ReturnType<typeof vi.fn>;
  };

describe('QueryGate', () => {
  it('shows a skeleton while loading, then the data', () => {
    const view = show(
      <QueryGate query={stub<string>(undefined)} failure="There was an error getting the branches">
        {(data) => data}
      </QueryGate>,
    );
    expect(screen.getByTestId('query-gate-pending')).toBeTruthy();
    view.rerender(
      <TestProviders>
        <QueryGate query={stub('Main street')} failure="There was an error getting the branches">
          {(data) => data}
        </QueryGate>
      </TestProviders>,
    );
    expect(screen.getByText('Main street')).toBeTruthy();
    expect(screen.queryByTestId('query-gate-pending')).toBeNull();
  });

  it('shows the given pending element instead of the skeleton', () => {
    show(
      <QueryGate query={stub<string>(undefined)} failure="x" pending="Loading the logo…">
        {(data) => data}
      </QueryGate>,
    );
    expect(screen.getByText('Loading the logo…')).toBeTruthy();
    expect(screen.queryByTestId('query-gate-pending')).toBeNull();
  });

  it('shows the failure with Try again, which refetches, even over stale data', async () => {
    const query = stub('stale', true);
    show(
      <QueryGate query={query} failure="There was an error getting the branches">
        {(data) => data}
      </QueryGate>,
    );
    expect(screen.getByRole('alert').textContent).toContain('There was an error getting the branches');
    expect(screen.queryByText('stale')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('offers no Try again when retry is off', () => {
    show(
      <QueryGate query={stub<string>(undefined, true)} failure="Your session names no organization" retry={false}>
        {(data) => data}
      </QueryGate>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the empty message when the data is empty', () => {
    show(
      <QueryGate
        query={stub<string[]>([])}
        failure="x"
        empty="No projections yet"
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => rows.join(',')}
      </QueryGate>,
    );
    expect(screen.getByText('No projections yet')).toBeTruthy();
  });
});

describe('allQueries', () => {
  it('is loaded when every query is, with the data as a tuple', () => {
    expect(allQueries(stub(1), stub('a')).data).toEqual([1, 'a']);
    expect(allQueries(stub(1), stub<string>(undefined)).data).toBeUndefined();
  });

  it('fails when any fails and Try again refetches only the failed ones', async () => {
    const ok = stub(1);
    const failed = stub<string>(undefined, true);
    const both = allQueries(ok, failed);
    expect(both.isError).toBe(true);
    await both.refetch();
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
