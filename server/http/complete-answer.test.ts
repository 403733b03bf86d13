import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLogger } from '../logger.ts';
import { ApiError } from './api-error.ts';
import { answerHeader } from './complete-answer.ts';
import type { AppDeps } from './context.ts';
import { jsonAnswer } from './register.ts';

// These routes touch no database or service: the app needs only its logger.
const deps = { logger: createLogger({ level: 'silent' }) } as unknown as AppDeps;
const app = createApp(deps, {
  extraApiRoutes: (api) => {
    api.get('/probe/plain', (c) => jsonAnswer(c, { hello: 'world' }));
    api.get('/probe/marked', (c) => {
      answerHeader(c, 'X-Probe', 'set by the route');
      return jsonAnswer(c, { hello: 'world' });
    });
    api.get('/probe/cached', (c) => {
      answerHeader(c, 'Cache-Control', 'public, max-age=300');
      return jsonAnswer(c, { hello: 'world' });
    });
    api.get('/probe/large', (c) => jsonAnswer(c, { text: 'offer '.repeat(400) }));
    api.get('/probe/limited', (c) => {
      answerHeader(c, 'Retry-After', '7');
      throw new ApiError(429, 'RATE_LIMITED', 'Too many attempts');
    });
  },
});

const headersOf = (answer: Response) =>
  Object.fromEntries([...answer.headers].filter(([name]) => name !== 'x-probe' && name !== 'date'));

describe('answers born complete (issue 31 item 1)', () => {
  it.each([
    ['a client that takes gzip', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['a client that does not', {}],
  ])('carry exactly the headers the middlewares give the same answer, for %s', async (_, headers) => {
    const complete = await app.request('/api/probe/plain', { headers });
    const usual = await app.request('/api/probe/marked', { headers });
    expect(usual.headers.get('x-probe')).toBe('set by the route');
    expect(headersOf(complete)).toEqual(headersOf(usual));
    expect(complete.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await complete.json()).toEqual({ hello: 'world' });
  });

  it.each([
    ['an API path no route answers', '/api/probe/nothing-here', 404],
    ['a page (here the app is not built)', '/consumer/marketplace', 503],
  ])('leave %s its secure headers, set by the app-wide step the API calls skip', async (_, url, status) => {
    const answer = await app.request(url);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });

  it('keep a header the route set itself in place of the default', async () => {
    const answer = await app.request('/api/probe/cached');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('keep a header set before an error (Retry-After on a refusal)', async () => {
    const answer = await app.request('/api/probe/limited');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(await answer.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('leave an answer over the compression threshold to be gzipped as before', async () => {
    const answer = await app.request('/api/probe/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const body = JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'));
    expect(body.text).toHaveLength(2_400);
  });
});

describe('route headers', () => {
  it('are set through answerHeader only: a bare c.header would be lost from an answer born complete', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'complete-answer.ts') {
          if (/\bc\.header\(/.test(readFileSync(file, 'utf8'))) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
