import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../../api/session.ts';
import { ConsoleUser } from '../../api/users.ts';
import { adminTotp } from '../../tests/integration/console-auth.ts';
import { createSeededApp, jsonRequest } from '../../tests/integration/db.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';

let ctx: Awaited<ReturnType<typeof createSeededApp>>;

async function signIn(body: Record<string, unknown>): Promise<string> {
  const first = v.parse(Session, await (await ctx.app.request('/api/auth', jsonRequest('POST', body))).json());
  if (!first.mfaToken) return first.jwt ?? '';
  const totp = await adminTotp(ctx.app);
  const second = await ctx.app.request('/api/auth', jsonRequest('POST', { ...body, mfaToken: first.mfaToken, totp }));
  return v.parse(Session, await second.json()).jwt ?? '';
}

beforeAll(async () => {
  ctx = await createSeededApp();
});
afterAll(async () => {
  await ctx.drop();
});

describe('GET /api/users', () => {
  it('lists every lender and embedder user, with tenant names, to an admin', async () => {
    const jwt = await signIn({ realm: 'super', user: 'admin', password: DEMO_PASSWORD });
    const response = await ctx.app.request('/api/users', jsonRequest('GET', undefined, jwt));
    expect(response.status).toBe(200);
    const users = v.parse(v.array(ConsoleUser), await response.json());
    const expected = DEMO_USERS.filter((user) => user.realm !== 'super').map((user) => user.username);
    expect(users.map((user) => user.username).sort()).toEqual([...expected].sort());
    expect(users.every((user) => user.realm !== 'super' && typeof user.tenantName === 'string')).toBe(true);
    expect(users.find((user) => user.username === 'cu-analyst')).toMatchObject({
      tenantName: 'Summit Credit Union',
      roles: ['LoanLeadAnalyst'],
    });
  });

  it('refuses a lender user', async () => {
    const jwt = await signIn({ realm: 'fi', user: 'cu-admin', password: DEMO_PASSWORD });
    const response = await ctx.app.request('/api/users', jsonRequest('GET', undefined, jwt));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
