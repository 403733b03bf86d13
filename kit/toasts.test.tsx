// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listBranches } from '../api/branches.ts';
import { ApiError } from '../api/client.ts';
import { endpointKey } from '../api/query-options.ts';
import { messagesOf } from '../ui/intl/define-messages.ts';
import { TOAST_DURATION_MS, toaster } from '../ui/toaster.tsx';
import { deferred } from './form-test-support.tsx';
import { COPY_MESSAGES, copyToClipboard, runWithToasts, useConfigMutation } from './toasts.ts';
import { said } from './words.ts';

// The toaster is one store per module cache, which unit files share (isolate: false): start from an empty one too.
beforeEach(() => toaster.remove());
afterEach(() => {
  cleanup();
  toaster.remove();
});

/** The toasts on screen, newest first, as type and title (what the user reads). */
const visible = () =>
  toaster.getVisibleToasts().map((toast) => ({ type: toast.type, title: toast.title, description: toast.description }));

const m = messagesOf('test.toasts', {
  saving: 'Saving the branch…',
  saved: 'Branch saved',
  notSaved: 'Could not save the branch',
  deleting: 'Deleting…',
  deleted: 'Deleted',
  imported: '{count, plural, one {# branch} other {# branches}} imported',
  copyFailed: 'Could not copy the key',
});
const messages = { pending: m.saving, success: m.saved, error: m.notSaved };
/** The English catalogue is the messages' defaults: an empty one shows them. */
const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined });
/** Providers of a hook under test: the queries and the words. */
const providers =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" onError={() => undefined}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IntlProvider>
  );

describe('runWithToasts', () => {
  it('shows pending while the action runs, then success in the same toast, closing after 5 s', async () => {
    const action = deferred<string>();
    const running = runWithToasts(() => action.promise, messages, intl);
    expect(visible()).toEqual([{ type: 'loading', title: 'Saving the branch…', description: undefined }]);
    action.resolve('ok');
    await expect(running).resolves.toBe('ok');
    expect(visible()).toEqual([{ type: 'success', title: 'Branch saved', description: undefined }]);
    expect(toaster.getVisibleToasts()[0]?.duration).toBe(TOAST_DURATION_MS);
  });

  it("shows the error with the ApiError's message and passes the error on", async () => {
    const failure = new ApiError({ status: 409, code: 'VALIDATION_FAILED', message: 'Branch name already exists' });
    await expect(runWithToasts(() => Promise.reject(failure), messages, intl)).rejects.toBe(failure);
    expect(visible()).toEqual([
      { type: 'error', title: 'Could not save the branch', description: 'Branch name already exists' },
    ]);
  });

  it("titles the error with the server's message when the caller gives none", async () => {
    const failure = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'Product not found' });
    await expect(
      runWithToasts(() => Promise.reject(failure), { pending: m.deleting, success: m.deleted }, intl),
    ).rejects.toBe(failure);
    expect(visible()).toEqual([{ type: 'error', title: 'Product not found', description: undefined }]);
  });

  it('says "Something went wrong" for a failure that is not an API answer', async () => {
    await expect(
      runWithToasts(
        () => Promise.reject(new TypeError('x is undefined')),
        { pending: m.deleting, success: m.deleted },
        intl,
      ),
    ).rejects.toThrow(TypeError);
    expect(visible()[0]?.title).toBe('Something went wrong');
  });

  it('words success from the result when asked', async () => {
    const toasts = { pending: m.saving, success: (count: number) => said(m.imported, { count }) };
    await runWithToasts(() => Promise.resolve(3), toasts, intl);
    expect(visible()[0]?.title).toBe('3 branches imported');
    await runWithToasts(() => Promise.resolve(1), toasts, intl);
    expect(visible()[0]?.title).toBe('1 branch imported');
  });

  it('words its toasts from the catalogue it is given (another language is data)', async () => {
    const pseudo = createIntl({ locale: 'en', messages: { [m.saved.id]: '[Ƀŕàñçĥ ŝàṽèð]' } });
    await runWithToasts(() => Promise.resolve('ok'), messages, pseudo);
    expect(visible()[0]?.title).toBe('[Ƀŕàñçĥ ŝàṽèð]');
  });
});

describe('useConfigMutation', () => {
  it('runs the change with its toasts and refetches the lists it names', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const listFetches = vi.fn(() => Promise.resolve(['Main Street']));
    const wrapper = providers(queryClient);
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: endpointKey(listBranches, { fiId: 1 }, { page: 0 }), queryFn: listFetches });
        return useConfigMutation({
          mutationFn: (name: string) => Promise.resolve({ name }),
          toasts: messages,
          invalidate: [endpointKey(listBranches)],
        });
      },
      { wrapper },
    );
    await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(1));
    await act(() => result.current.mutateAsync('Harbor'));
    expect(visible()[0]).toMatchObject({ type: 'success', title: 'Branch saved' });
    await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(2));
  });

  it('ends in the error state after the error toast', async () => {
    const queryClient = new QueryClient();
    const wrapper = providers(queryClient);
    const failure = new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Name is required' });
    const { result } = renderHook(
      () => useConfigMutation({ mutationFn: () => Promise.reject(failure), toasts: messages }),
      { wrapper },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
    expect(visible()[0]).toMatchObject({ type: 'error', description: 'Name is required' });
  });

  it('refetches what it names after a 409 (the data changed meanwhile), not after another refusal', async () => {
    for (const [status, fetches] of [
      [409, 2],
      [400, 1],
    ] as const) {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const listFetches = vi.fn(() => Promise.resolve(['Main Street']));
      const failure = new ApiError({ status, code: 'INVALID_CAMPAIGN', message: 'The campaign changed' });
      const { result } = renderHook(
        () => {
          useQuery({ queryKey: endpointKey(listBranches, { fiId: 1 }, { page: 0 }), queryFn: listFetches });
          return useConfigMutation({
            mutationFn: () => Promise.reject(failure),
            toasts: messages,
            invalidate: [endpointKey(listBranches)],
          });
        },
        { wrapper: providers(queryClient) },
      );
      await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(1));
      act(() => result.current.mutate());
      await waitFor(() => expect(result.current.isError).toBe(true));
      await waitFor(() => expect(listFetches).toHaveBeenCalledTimes(fetches));
    }
  });
});

describe('copyToClipboard', () => {
  it('copies and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await expect(copyToClipboard('site-key-123', intl)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('site-key-123');
    expect(visible()[0]).toMatchObject({ type: 'success', title: COPY_MESSAGES.success.defaultMessage });
    vi.unstubAllGlobals();
  });

  it('says when the browser refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    await expect(copyToClipboard('site-key-123', intl, { error: m.copyFailed })).resolves.toBe(false);
    expect(visible()[0]).toMatchObject({ type: 'error', title: 'Could not copy the key' });
    vi.unstubAllGlobals();
  });
});
