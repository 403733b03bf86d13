import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../server/db/seed.ts';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH } from '../../server/http/validation.ts';
import { seededApp } from './seeded-app.ts';

/**
 * Issue 30 item 8: ~5,000 nesting levels (10 KB) overflowed the stack in the NUL check, a 500 on every JSON route,
 * the anonymous sign-in included. Now a 400 with a clear message before anything walks the body.
 */
const ctx = seededApp({ signIns: ['cu-admin'] });
const { tokens } = ctx;

const DEEP = 5000;
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
/** Deep objects inside a field, as an attacker would put them where the schema expects a string. */
const deepField = (field: string) => `{"${field}":${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}}`;

const post = (path: string, body: string, headers: Record<string, string> = {}, method = 'POST') =>
  ctx.call(path, { method, headers: { 'content-type': 'application/json', ...headers }, body });

describe('deeply nested JSON bodies', () => {
  const routes: [string, string, string, Record<string, string>][] = [
    ['anonymous console sign-in', 'POST', '/api/auth', {}],
    ['anonymous consumer sign-in', 'POST', '/api/auth/consumer', {}],
    ['password reset request', 'POST', '/api/auth/forgotpassword', {}],
    ['own profile (signed in)', 'PUT', '/api/users/me', {}],
    ['partner API (API key)', 'POST', '/api/partner/v1/prequal', { 'x-api-key': DEMO_API_KEY }],
  ];

  it.each(routes)('%s: an array 5,000 deep is a 400 naming the limit', async (_, method, path, headers) => {
    const auth = path === '/api/users/me' ? { authorization: `Bearer ${tokens['cu-admin']}` } : {};
    const answer = await post(path, deepArray, { ...headers, ...auth }, method);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: JSON_TOO_DEEP_MESSAGE });
  });

  it.each(routes)('%s: objects 5,000 deep inside a field are a 400 too', async (_, method, path, headers) => {
    const auth = path === '/api/users/me' ? { authorization: `Bearer ${tokens['cu-admin']}` } : {};
    const answer = await post(path, deepField('user'), { ...headers, ...auth }, method);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: JSON_TOO_DEEP_MESSAGE });
  });

  it('brackets inside strings do not count, and nesting up to the limit goes on to validation', async () => {
    const bracketsInText = JSON.stringify({ realm: 'console', user: '['.repeat(DEEP), password: 'x' });
    const inText = await post('/api/auth', bracketsInText);
    expect(inText.status).not.toBe(500);
    expect((await inText.json()).message).not.toBe(JSON_TOO_DEEP_MESSAGE);
    const atLimit = `{"user":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`;
    const answer = await post('/api/auth', atLimit);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).not.toBe(JSON_TOO_DEEP_MESSAGE);
  });
});
