// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getBranch, listBranches } from '../api/branches.ts';
import { ApiError, SERVICE_UNAVAILABLE } from '../api/client.ts';
import { endpointKey } from '../api/query-options.ts';
import { TestProviders } from '../ui/test-providers.tsx';
import { CONNECTION_LOST, ConnectionBanner, isServiceUnavailable } from './connection-banner.tsx';

afterEach(cleanup);

/** The client's rejection of a network failure (000 §8). */
const networkFailure = () => new ApiError({ ...SERVICE_UNAVAILABLE, code: 'INTERNAL_ERROR' });

function renderBanner() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders>
      <QueryClientProvider client={queryClient}>
        <ConnectionBanner />
      </QueryClientProvider>
    </TestProviders>,
  );
  return queryClient;
}

const banner = () => screen.queryByRole('alert');

describe('ConnectionBanner', () => {
  it('shows while the browser is offline and hides when it is back online', () => {
    renderBanner();
    expect(banner()).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(banner()?.textContent).toBe(CONNECTION_LOST.defaultMessage);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(banner()).toBeNull();
  });

  it("shows when a query fails with the client's 503 and hides after the next success", async () => {
    const queryClient = renderBanner();
    await act(() =>
      queryClient.prefetchQuery({
        queryKey: endpointKey(listBranches),
        queryFn: () => Promise.reject(networkFailure()),
      }),
    );
    expect(banner()?.textContent).toBe('Connection lost, try again later');
    await act(() =>
      queryClient.prefetchQuery({ queryKey: endpointKey(listBranches), queryFn: () => Promise.resolve([]) }),
    );
    expect(banner()).toBeNull();
  });

  it('stays hidden for other failures', async () => {
    const queryClient = renderBanner();
    const notFound = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    await act(() =>
      queryClient.prefetchQuery({ queryKey: endpointKey(getBranch), queryFn: () => Promise.reject(notFound) }),
    );
    expect(banner()).toBeNull();
  });

  it('recognises only the 503 "Service is unavailable" of the client', () => {
    expect(isServiceUnavailable(networkFailure())).toBe(true);
    expect(isServiceUnavailable(new ApiError({ status: 503, code: 'INTERNAL_ERROR', message: 'Maintenance' }))).toBe(
      false,
    );
    expect(isServiceUnavailable(new Error('Service is unavailable'))).toBe(false);
  });
});
