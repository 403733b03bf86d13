// @vitest-environment happy-dom

import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { getConsumerConsents } from '../api/consents.ts';
import { endpointQuery } from '../api/query-options.ts';
import type { ConsolePageLoaderContext } from './console-page.ts';
import { lookupLoader, useLookupDraft } from './lookup-search.ts';

afterEach(cleanup);

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent & { preventDefault: () => void };

describe('useLookupDraft', () => {
  it('starts from what the page looks up and keeps a typed draft until it is submitted', () => {
    const lookUp = vi.fn();
    const { result } = renderHook(() => useLookupDraft('C-1', lookUp));
    expect(result.current.draft).toBe('C-1');
    act(() => result.current.setDraft('  C-2 '));
    expect(result.current.draft).toBe('  C-2 ');
    expect(lookUp).not.toHaveBeenCalled();
    const event = submitEvent();
    act(() => result.current.onSubmit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(lookUp).toHaveBeenCalledWith('C-2');
  });

  it('looks up nothing when the box is blank', () => {
    const lookUp = vi.fn();
    const { result } = renderHook(() => useLookupDraft(undefined, lookUp));
    expect(result.current.draft).toBe('');
    act(() => result.current.setDraft('   '));
    act(() => result.current.onSubmit(submitEvent()));
    expect(lookUp).toHaveBeenCalledWith(undefined);
  });
});

describe('lookupLoader', () => {
  // The consent lookup's own query: the endpoint's queryOptions, as the page builds it.
  const consumerQuery = (client: ApiClient, consumer: string) =>
    endpointQuery(client, getConsumerConsents, { query: { consumer } });
  const loader = lookupLoader((search: { consumer?: string }) => search.consumer, consumerQuery);
  const contextOf = (search: { consumer?: string }) => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    const context = { client: {} as ApiClient, queryClient, search } as ConsolePageLoaderContext<
      { consumer?: string },
      unknown
    >;
    return { context, prefetch };
  };

  it("prefetches the lookup's query once the search names what to look up", async () => {
    const { context, prefetch } = contextOf({ consumer: 'C-1' });
    await loader(context);
    const { queryKey } = consumerQuery(context.client, 'C-1');
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey }));
  });

  it('loads nothing before anything is looked up', () => {
    const { context, prefetch } = contextOf({});
    expect(loader(context)).toBeUndefined();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
