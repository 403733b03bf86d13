import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { claimEarlyCall, dropEarlyCalls, type EarlyScope, earlyCallsFor, startEarlyCalls } from './early-calls.ts';
import { warmMarketplace } from './marketplace-warmup.ts';

const SESSION = JSON.stringify({ realm: 'consumer', jwt: 'token-1', mfaRequired: false, permissions: [] });

/** A page at `pathname` with `stored` under the consumer's session key; its fetch answers each call with its URL. */
function page(pathname: string, stored: string | null = SESSION) {
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ url }), { headers: { 'content-type': 'application/json' } })),
  );
  const scope: EarlyScope = {
    location: { pathname },
    localStorage: { getItem: (key) => (key === 'auth-consumer' ? stored : null) },
    fetch,
  };
  return { scope, fetch };
}

const sentHeaders = (init: RequestInit | undefined) => Object.fromEntries(new Headers(init?.headers));

describe('startEarlyCalls (the marketplace page’s first script)', () => {
  it('sends each early call once, with the stored token', () => {
    const { scope, fetch } = page('/further/marketplace');
    startEarlyCalls(scope);
    expect(fetch.mock.calls.map(([url, init]) => [url, sentHeaders(init)])).toEqual([
      ['/api/consumers/current/consents', { authorization: 'Bearer token-1' }],
      ['/api/consumers/current', { authorization: 'Bearer token-1' }],
      ['/api/consumers/current/theme', { authorization: 'Bearer token-1' }],
    ]);
  });

  it.each([
    ['no stored session', '/consumer/marketplace', null],
    ['a session without a token', '/consumer/marketplace', JSON.stringify({ realm: 'consumer', mfaRequired: false })],
    ['another realm’s record', '/consumer/marketplace', JSON.stringify({ realm: 'fi', jwt: 'token-1' })],
    ['a record that is not JSON', '/consumer/marketplace', '{'],
    ['a page that is not the marketplace’s landing', '/consumer/marketplace/offers', SESSION],
  ])('sends nothing with %s', (_case, pathname, stored) => {
    const { scope, fetch } = page(pathname, stored);
    startEarlyCalls(scope);
    expect(fetch).not.toHaveBeenCalled();
    expect(claimEarlyCall(scope, '/api/consumers/current/consents')).toBeUndefined();
  });
});

describe('claimEarlyCall (the API client taking the early answers)', () => {
  const started = () => {
    const opened = page('/consumer/marketplace');
    startEarlyCalls(opened.scope);
    opened.fetch.mockClear();
    return opened;
  };
  const signedIn = { headers: { authorization: 'Bearer token-1' } };

  it('hands over the early answer once, for the same URL, method and token', async () => {
    const { scope } = started();
    const answer = claimEarlyCall(scope, '/api/consumers/current/theme', { method: 'GET', ...signedIn });
    expect(await (await answer)?.json()).toEqual({ url: '/api/consumers/current/theme' });
    expect(claimEarlyCall(scope, '/api/consumers/current/theme', signedIn)).toBeUndefined();
    expect(claimEarlyCall(scope, '/api/consumers/current/offers', signedIn)).toBeUndefined();
  });

  it.each([
    ['another token (the session changed)', { headers: { authorization: 'Bearer token-2' } }],
    ['no token', {}],
    ['another method', { method: 'POST', ...signedIn }],
    ['a header more', { headers: { authorization: 'Bearer token-1', 'x-extra': '1' } }],
    ['a signal already aborted', { ...signedIn, signal: AbortSignal.abort() }],
  ])('hands over nothing for %s', (_case, init: RequestInit) => {
    const { scope } = started();
    expect(claimEarlyCall(scope, '/api/consumers/current/consents', init)).toBeUndefined();
  });

  it('sends the request again when the early call failed', async () => {
    const { scope, fetch } = page('/consumer/marketplace');
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyCalls(scope);
    const answer = await claimEarlyCall(scope, '/api/consumers/current/consents', signedIn);
    expect(await answer?.json()).toEqual({ url: '/api/consumers/current/consents' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('rejects as the request would when its signal aborts before the answer', async () => {
    const { scope, fetch } = page('/consumer/marketplace');
    fetch.mockReturnValueOnce(new Promise(() => undefined));
    startEarlyCalls(scope);
    const controller = new AbortController();
    const answer = claimEarlyCall(scope, '/api/consumers/current/consents', { ...signedIn, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands over nothing once dropped (the app’s first page rendered)', () => {
    const { scope } = started();
    dropEarlyCalls(scope);
    expect(claimEarlyCall(scope, '/api/consumers/current/consents', signedIn)).toBeUndefined();
  });
});

describe('the early calls are the marketplace warm-up’s own', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/consumer', '/further'] as const)(
    'on %s/marketplace the client takes every early answer; the workflow and offers go out once the page painted',
    async (prefix) => {
      // No paint timing in Node: afterFirstPaint waits for the next frame, which this test draws.
      let frame: (() => void) | undefined;
      vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
        frame = callback;
        return 1;
      });
      const { scope, fetch } = page(`${prefix}/marketplace`);
      startEarlyCalls(scope);
      const early = earlyCallsFor(`${prefix}/marketplace`);
      const client = createApiClient({
        baseUrl: '/api',
        fetch: (input, init) => claimEarlyCall(scope, input, init) ?? fetch(String(input), init),
        getSession: () => ({ realm: 'consumer', jwt: 'token-1' }),
      });
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await warmMarketplace(queryClient, client, prefix);
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(early);
      for (const url of early) expect(claimEarlyCall(scope, url), `${url} was not taken`).toBeUndefined();

      frame?.();
      const name = prefix === '/consumer' ? 'consumer-marketplace' : 'further-marketplace';
      await vi.waitFor(() =>
        expect(fetch.mock.calls.slice(early.length).map(([url]) => url)).toEqual([
          `/api/workflows/${name}`,
          '/api/consumers/current/offers',
        ]),
      );
    },
  );
});
