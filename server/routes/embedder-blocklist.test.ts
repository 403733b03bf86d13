import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMBEDDER_ID_REQUIRED, EmbedderBlocklist } from '../../api/embedder-blocklist.ts';
import { BLOCKLIST_MESSAGES, EMBEDDER_ID_MESSAGE } from '../../domain/validation/embedder-blocklist.ts';
import { auditsOf, authed } from '../../tests/integration/console-auth.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { fiEmbedderBlocklist } from '../db/schema/index.ts';
import { DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER, DEMO_LENDERS } from '../db/seed.ts';

const [summit, harbor, bright, peak] = DEMO_LENDERS;
const base = `/api/fi/${summit.number}/embedders/blocklist`;
const ACTION = 'EMBEDDER_BLOCKLIST_UPDATED';
let other = 0;

let zenithAdmin = '';
const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'embedder-admin', 'admin'] });
const { tokens, call } = ctx;
beforeAll(async () => {
  // A second embedder (with a user) so a list has something to block besides the demo one.
  const zenith = { code: 'zenith-rv', name: 'Zenith RV Outlet', username: 'zenith-admin' };
  ({ number: other, token: zenithAdmin } = await signInForeignEmbedderAdmin(ctx, zenith));
});

const blockedRows = async () => await ctx.db.select().from(fiEmbedderBlocklist);
const audits = () => auditsOf(ctx.db, ACTION);
const lendersOf = async (token: string, query = '') => {
  const response = await call(`/api/embedder/fi${query}`, authed('GET', token));
  return { status: response.status, body: (await response.json()) as { lenders?: { fiId: number; name: string }[] } };
};

describe('GET and PUT /fi/{fiId}/embedders/blocklist', () => {
  it('lists every embedder with its blocked flag, by name', async () => {
    const response = await call(base, authed('GET', tokens['cu-readonly'] ?? ''));
    expect(response.status).toBe(200);
    expect(v.parse(EmbedderBlocklist, await response.json())).toEqual({
      embedders: [
        { embedderId: DEMO_EMBEDDER_NUMBER, name: DEMO_EMBEDDER.name, blocked: false },
        { embedderId: other, name: 'Zenith RV Outlet', blocked: false },
      ],
    });
  });

  it('blocks and unblocks, each change one audit row of the blocked embedders before and after', async () => {
    const blocked = await call(base, authed('PUT', tokens['cu-admin'] ?? '', { embedderIds: [other] }));
    expect(blocked.status).toBe(200);
    expect(await blocked.json()).toEqual({
      embedders: [
        { embedderId: DEMO_EMBEDDER_NUMBER, name: DEMO_EMBEDDER.name, blocked: false },
        { embedderId: other, name: 'Zenith RV Outlet', blocked: true },
      ],
    });
    expect((await audits())[0]).toMatchObject({
      category: 'LENDER',
      entityType: 'EMBEDDER_BLOCKLIST',
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: [],
      newValue: [{ embedderId: other, name: 'Zenith RV Outlet' }],
    });
    const both = await call(
      base,
      authed('PUT', tokens['cu-admin'] ?? '', { embedderIds: [DEMO_EMBEDDER_NUMBER, other] }),
    );
    expect(both.status).toBe(200);
    expect((await audits())[0]).toMatchObject({
      oldValue: [{ embedderId: other, name: 'Zenith RV Outlet' }],
      newValue: [
        { embedderId: DEMO_EMBEDDER_NUMBER, name: DEMO_EMBEDDER.name },
        { embedderId: other, name: 'Zenith RV Outlet' },
      ],
    });
    const none = await call(base, authed('PUT', tokens['cu-admin'] ?? '', { embedderIds: [DEMO_EMBEDDER_NUMBER] }));
    expect(none.status).toBe(200);
    expect(await blockedRows()).toHaveLength(1);
  });

  it('refuses bad input with its messages and changes nothing', async () => {
    const before = await blockedRows();
    const count = (await audits()).length;
    const cases: [unknown, { path?: string; message: string }[]][] = [
      [
        { embedderIds: [0, 'x'] },
        [
          { path: 'embedderIds.0', message: EMBEDDER_ID_MESSAGE },
          { path: 'embedderIds.1', message: EMBEDDER_ID_MESSAGE },
        ],
      ],
      [{ embedderIds: [other, other] }, [{ path: 'embedderIds', message: BLOCKLIST_MESSAGES.duplicate }]],
      [{ embedderIds: [other, 999] }, [{ path: 'embedderIds.1', message: BLOCKLIST_MESSAGES.unknown }]],
      [{}, [{ path: 'embedderIds', message: 'Blocked embedders is required' }]],
    ];
    for (const [body, issues] of cases) {
      const response = await call(base, authed('PUT', tokens['cu-admin'] ?? '', body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { issues: unknown }).issues).toEqual(issues);
    }
    expect(await blockedRows()).toEqual(before);
    expect(await audits()).toHaveLength(count);
  });

  it('refuses a foreign lender, an embedder and a Read-only user’s change', async () => {
    const before = await blockedRows();
    expect((await call(base, authed('GET', tokens['bank-admin'] ?? ''))).status).toBe(403);
    expect((await call(base, authed('GET', tokens['embedder-admin'] ?? ''))).status).toBe(403);
    for (const token of [tokens['bank-admin'], tokens['cu-readonly'], tokens['embedder-admin']]) {
      expect((await call(base, authed('PUT', token ?? '', { embedderIds: [] }))).status).toBe(403);
    }
    expect(await blockedRows()).toEqual(before);
  });
});

describe('GET /embedder/fi', () => {
  it('answers an embedder the lenders that do not block it', async () => {
    // summit-cu blocks the demo embedder (left so by the test above); harbor-bank blocks Zenith.
    await call(
      `/api/fi/${harbor.number}/embedders/blocklist`,
      authed('PUT', tokens.admin ?? '', { embedderIds: [other] }),
    );
    const acme = await lendersOf(tokens['embedder-admin'] ?? '');
    expect(acme).toEqual({
      status: 200,
      body: {
        lenders: [
          { fiId: bright.number, name: bright.name },
          { fiId: harbor.number, name: harbor.name },
          { fiId: peak.number, name: peak.name },
        ],
      },
    });
    const zenith = await lendersOf(zenithAdmin);
    expect(zenith.body.lenders?.map((lender) => lender.fiId)).toEqual([bright.number, peak.number, summit.number]);
    expect((await lendersOf(tokens['embedder-admin'] ?? '', `?embedderId=${DEMO_EMBEDDER_NUMBER}`)).status).toBe(200);
  });

  it('refuses an embedder naming another embedder, and lenders', async () => {
    expect((await lendersOf(tokens['embedder-admin'] ?? '', `?embedderId=${other}`)).status).toBe(403);
    expect((await lendersOf(tokens['cu-admin'] ?? '')).status).toBe(403);
  });

  it('asks an admin to name the embedder', async () => {
    expect(await lendersOf(tokens.admin ?? '')).toEqual({
      status: 400,
      body: {
        code: 'MISSING_REQUIRED_FIELD',
        message: EMBEDDER_ID_REQUIRED,
        issues: [{ path: 'embedderId', message: EMBEDDER_ID_REQUIRED }],
      },
    });
    const named = await lendersOf(tokens.admin ?? '', `?embedderId=${other}`);
    expect(named.body.lenders?.map((lender) => lender.fiId)).toEqual([bright.number, peak.number, summit.number]);
    expect((await lendersOf(tokens.admin ?? '', '?embedderId=999')).status).toBe(404);
    expect((await lendersOf(tokens.admin ?? '', '?embedderId=abc')).status).toBe(400);
  });
});
