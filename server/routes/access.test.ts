import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Session } from '../../api/session.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_EMBEDDER_NUMBER, DEMO_LENDERS, DEMO_USERS } from '../db/seed.ts';

const [summit, harbor] = DEMO_LENDERS;
const userId = (username: string) => DEMO_USERS.find((user) => user.username === username)?.id ?? '';

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens } = ctx;

const get = (path: string, token?: string) => ctx.app.request(path, jsonRequest('GET', undefined, token));

describe('GET /api/auth/pass-through/:realm/:target', () => {
  it('answers the target user session, marked as pass-through, to an admin', async () => {
    const target = userId('bank-analyst');
    const response = await get(`/api/auth/pass-through/fi/${target}`, tokens.admin);
    expect(response.status).toBe(200);
    const session = v.parse(Session, await response.json());
    expect(session).toMatchObject({ realm: 'fi', userId: target, tenantId: String(harbor.number), passThrough: true });
    expect(session.chatSessionId).toMatch(/-fi-\d+-passthrough$/);
    const tenant = await get(`/api/fi/${harbor.number}`, session.jwt);
    expect(tenant.status).toBe(200);
  });

  it('is forbidden to lender and embedder users and needs a token', async () => {
    const target = userId('bank-analyst');
    expect((await get(`/api/auth/pass-through/fi/${target}`, tokens['cu-admin'])).status).toBe(403);
    expect((await get(`/api/auth/pass-through/fi/${target}`, tokens['embedder-admin'])).status).toBe(403);
    const anonymous = await get(`/api/auth/pass-through/fi/${target}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await get(`/api/auth/pass-through/fi/${target}`, `${tokens.admin}tampered`)).status).toBe(401);
  });

  it('answers 404 for a user of another realm or a made-up id', async () => {
    expect((await get(`/api/auth/pass-through/embedder/${userId('bank-analyst')}`, tokens.admin)).status).toBe(404);
    expect((await get('/api/auth/pass-through/fi/not-a-uuid', tokens.admin)).status).toBe(404);
  });
});

describe('GET /api/:realm/:tenantId', () => {
  it('lets a lender read its own tenant only', async () => {
    const own = await get(`/api/fi/${summit.number}`, tokens['cu-admin']);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      id: String(summit.number),
      realm: 'fi',
      name: summit.name,
      type: 'CREDIT_UNION',
    });
    const other = await get(`/api/fi/${harbor.number}`, tokens['cu-admin']);
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await get(`/api/embedder/${DEMO_EMBEDDER_NUMBER}`, tokens['cu-admin'])).status).toBe(403);
  });

  it('lets the embedder read its tenant and the admin read any', async () => {
    expect((await get(`/api/embedder/${DEMO_EMBEDDER_NUMBER}`, tokens['embedder-admin'])).status).toBe(200);
    expect((await get(`/api/fi/${harbor.number}`, tokens.admin)).status).toBe(200);
    expect((await get('/api/fi/999999', tokens.admin)).status).toBe(404);
    // The seed's fiId is a positive number (000 §5): anything else is refused as input.
    expect((await get('/api/fi/00000000-0000-4000-8000-000000000000', tokens.admin)).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await get(`/api/fi/${summit.number}`)).status).toBe(401);
  });
});

describe('POST /api/users/:userId/unlock (the legacy unlock, removed in issue 27)', () => {
  it('is gone: the path answers 404 even to an admin, and unlocks nothing', async () => {
    const response = await ctx.app.request(
      `/api/users/${userId('cu-ack')}/unlock`,
      jsonRequest('POST', undefined, tokens.admin),
    );
    expect(response.status).toBe(404);
    expect((await ctx.app.request(`/api/users/${userId('cu-ack')}/unlock`, jsonRequest('POST'))).status).toBe(404);
  });
});
