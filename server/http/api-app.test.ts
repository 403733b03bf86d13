import { describe, expect, it } from 'vitest';
import { createApiApp, createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { createEnvelopedApi, isApiCall } from './api-app.ts';
import { ApiError } from './api-error.ts';
import type { AppDeps } from './context.ts';
import { jsonAnswer } from './register.ts';

// These routes touch no database or service: the app needs only its logger.
const deps = { logger: createLogger({ level: 'silent' }) } as unknown as AppDeps;

describe('the API app (issue 31 item 1)', () => {
  it('tells API calls from pages by the path, as Hono reads it', () => {
    for (const url of ['http://x/api', 'http://x/api/', 'http://x/api/health', 'http://x/api?x=1', 'https://h:1/api/a'])
      expect(isApiCall(url), url).toBe(true);
    for (const url of ['http://x/', 'http://x/apis', 'http://x/consumer/api/x', 'http://x/assets/api.js'])
      expect(isApiCall(url), url).toBe(false);
  });

  it('registers every route of the contract as one handler, so Hono calls it without composing', () => {
    const api = createApiApp(deps);
    const handlers = new Map<string, number>();
    for (const { method, path } of api.routes) {
      const key = `${method} ${path}`;
      handlers.set(key, (handlers.get(key) ?? 0) + 1);
    }
    expect(handlers.size).toBeGreaterThan(200);
    // A multipart endpoint and its JSON twin share a path (002 §7): two routes, each still one handler.
    const shared = [...handlers].filter(([, count]) => count > 1);
    expect(shared.length).toBeLessThan(10);
    expect(shared.every(([, count]) => count === 2)).toBe(true);
    expect([...handlers.keys()].every((key) => key.split(' ')[1]?.startsWith('/api'))).toBe(true);
  });

  it('answers a route that answers at once without a promise, with every header of an API answer', () => {
    const api = createEnvelopedApi(deps);
    api.get('/probe', (c) => jsonAnswer(c, { hello: 'world' }));
    const answer = api.fetch(new Request('http://x/api/probe'));
    expect(answer).toBeInstanceOf(Response);
    const headers = (answer as Response).headers;
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('answers an error where the step threw, and the steps before it still finish', async () => {
    const api = createEnvelopedApi(deps);
    const finished: string[] = [];
    api.get(
      '/refused',
      async (_c, next) => {
        await next();
        finished.push('the step before');
      },
      () => {
        throw new ApiError(409, 'RATE_CHANGED', 'Refused here');
      },
    );
    const answer = await api.request('/api/refused');
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ code: 'RATE_CHANGED', message: 'Refused here' });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(finished).toEqual(['the step before']);
  });

  it('answers an unexpected error and an unrouted path in the contract body, never a page', async () => {
    const api = createEnvelopedApi(deps);
    api.get('/broken', () => {
      throw new Error('a bug');
    });
    const app = createApp(deps, {
      extraApiRoutes: (extra) => extra.get('/broken', () => Promise.reject(new Error('x'))),
    });
    for (const answer of [await api.request('/api/broken'), await app.request('/api/broken')]) {
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    }
    const missing = await app.request('/api/nothing/here', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No API route POST /api/nothing/here' });
  });

  it('refuses a middleware, which would match every path', () => {
    const api = createEnvelopedApi(deps);
    expect(() => api.use(async (_c, next) => next())).toThrow(/no middleware/);
  });
});
