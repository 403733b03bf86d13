import { describe, expect, it } from 'vitest';
import { testDeps } from '../../tests/integration/db.ts';
import { createApp } from '../app.ts';
import { jsonAnswer } from './register.ts';
import { API_ANSWER_HEADERS } from './whole-answer.ts';

// The real app (its middlewares, in their order) with three routes beside the API's; none touches the database.
const app = createApp(testDeps({} as never), {
  extraApiRoutes: (api) =>
    api
      .get('/probe/whole', (c) => jsonAnswer(c, { hello: 'world' }))
      .get('/probe/own-header', (c) => {
        c.header('X-Probe', 'own');
        return jsonAnswer(c, { hello: 'world' });
      })
      .get('/probe/cache', (c) => {
        c.header('Cache-Control', 'public, max-age=300');
        return jsonAnswer(c, { hello: 'world' });
      }),
});

const headersOf = async (path: string) => Object.fromEntries((await app.request(path)).headers);
const lower = (headers: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('an API answer written whole', () => {
  it('carries exactly the headers the middlewares give an answer they handle', async () => {
    const whole = await headersOf('/api/probe/whole');
    // The general way: a route that set a header of its own, so every middleware adds its headers as before.
    const { 'x-probe': probe, ...general } = await headersOf('/api/probe/own-header');
    expect(probe).toBe('own');
    expect(whole).toEqual(general);
    expect(whole).toEqual({
      ...lower(API_ANSWER_HEADERS),
      'content-type': 'application/json',
      'content-length': String(JSON.stringify({ hello: 'world' }).length),
    });
  });

  it('is not used when the route set a header: the route’s own value stays', async () => {
    const headers = await headersOf('/api/probe/cache');
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves errors and other answers to the middlewares as before', async () => {
    const missing = await app.request('/api/probe/none');
    expect(missing.status).toBe(404);
    expect(Object.fromEntries(missing.headers)).toMatchObject({
      'cache-control': 'no-store',
      'x-frame-options': 'SAMEORIGIN',
      vary: 'Accept-Encoding',
    });
  });
});
