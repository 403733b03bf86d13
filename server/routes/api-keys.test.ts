import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ACTIONS, ApiKey, CreatedApiKey } from '../../api/api-keys.ts';
import { pageOf } from '../../api/paged-list.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, embedderApiKeys } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { hashApiKey } from '../partner/api-key-value.ts';

let foreign = '';
let foreignNumber = 0;
const keys = `/api/embedder/${DEMO_EMBEDDER_NUMBER}/api-keys`;

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens, json } = ctx;
beforeAll(async () => {
  ({ number: foreignNumber, token: foreign } = await signInForeignEmbedderAdmin(ctx, {
    code: 'keys-foreign',
    name: 'Keys Foreign',
  }));
});

describe('embedder API keys', () => {
  it('creates a key whose value is answered once and stored only as its hash, audited without it', async () => {
    const created = await json(
      keys,
      authed('POST', tokens['embedder-admin'], { name: 'Checkout server', enabled: true }),
    );
    expect(created.status).toBe(201);
    const key = v.parse(CreatedApiKey, created.body);
    expect(key.key).toMatch(/^owk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Checkout server', enabled: true, lastUsedAt: null, revokedAt: null });
    expect(key.key.startsWith(key.keyPrefix)).toBe(true);
    const [row] = await ctx.db.select().from(embedderApiKeys).where(eq(embedderApiKeys.id, key.id));
    expect(row?.keyHash).toBe(hashApiKey(key.key));
    expect(JSON.stringify(row)).not.toContain(key.key);

    // Never again: neither the read, nor the list, nor the audit row carries the value or its hash.
    const read = await ctx.app.request(`${keys}/${key.id}`, authed('GET', tokens['embedder-admin']));
    const readText = await read.text();
    expect(read.status).toBe(200);
    expect(readText).not.toContain(key.key);
    expect(readText).not.toContain(row?.keyHash ?? '-');
    expect(JSON.parse(readText)).not.toHaveProperty('key');
    const listText = await (await ctx.app.request(keys, authed('GET', tokens['embedder-admin']))).text();
    expect(listText).not.toContain(key.key);
    expect(listText).not.toContain(row?.keyHash ?? '-');
    const audit = await latestAudit(ctx.db, API_KEY_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'EMBEDDER', entityName: 'Checkout server', oldValue: null });
    expect(audit?.newValue).toMatchObject({ name: 'Checkout server', enabled: true, keyPrefix: key.keyPrefix });
    const audits = JSON.stringify(await ctx.db.select().from(auditLog));
    expect(audits).not.toContain(key.key);
    expect(audits).not.toContain(row?.keyHash ?? '-');
  });

  it('lists the embedder’s keys paged (the demo sandbox key among them)', async () => {
    const page = v.parse(pageOf(ApiKey), (await json(keys, authed('GET', tokens['embedder-admin']))).body);
    expect(page.content.map((key) => key.name)).toEqual(
      expect.arrayContaining(['Checkout server', 'Sandbox key (demo)']),
    );
    const admins = await json(keys, authed('GET', tokens.admin));
    expect(admins.status).toBe(200);
  });

  it('renames and disables a key, audited with old and new values', async () => {
    const { body } = await json(keys, authed('POST', tokens['embedder-admin'], { name: 'Temp', enabled: true }));
    const id = String(body.id);
    const updated = await json(
      `${keys}/${id}`,
      authed('PUT', tokens['embedder-admin'], { name: 'Renamed', enabled: false }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', enabled: false });
    const audit = await latestAudit(ctx.db, API_KEY_ACTIONS.updated);
    expect(audit).toMatchObject({
      entityName: 'Renamed',
      oldValue: { name: 'Temp', enabled: true },
      newValue: { name: 'Renamed', enabled: false },
    });
  });

  it('revokes a key for good, audited', async () => {
    const { body } = await json(keys, authed('POST', tokens['embedder-admin'], { name: 'To revoke', enabled: true }));
    const revoked = await json(`${keys}/${String(body.id)}/revoke`, authed('POST', tokens['embedder-admin']));
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const audit = await latestAudit(ctx.db, API_KEY_ACTIONS.updated);
    expect(audit).toMatchObject({ entityName: 'To revoke', oldValue: { revokedAt: null } });
    expect(audit?.newValue).toMatchObject({ revokedAt: expect.any(String) });
  });

  it('refuses bad input with the form messages', async () => {
    const blank = await json(keys, authed('POST', tokens['embedder-admin'], { name: '  ', enabled: true }));
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toEqual([{ path: 'name', message: 'Name is required' }]);
    const missing = await json(keys, authed('POST', tokens['embedder-admin'], { name: 'x' }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'enabled', message: 'Enabled is required' }]);
    const badId = await json(`${keys}/not-a-uuid`, authed('GET', tokens['embedder-admin']));
    expect(badId.status).toBe(400);
  });

  it('refuses a foreign embedder, lenders, and keeps each embedder’s keys its own', async () => {
    const { body } = await json(keys, authed('POST', tokens['embedder-admin'], { name: 'Mine', enabled: true }));
    for (const [method, path] of [
      ['GET', keys],
      ['POST', keys],
      ['GET', `${keys}/${String(body.id)}`],
      ['PUT', `${keys}/${String(body.id)}`],
      ['POST', `${keys}/${String(body.id)}/revoke`],
    ] as const) {
      const init = authed(method, foreign, method === 'GET' ? undefined : { name: 'x', enabled: true });
      expect((await ctx.app.request(path, init)).status, `${method} ${path}`).toBe(403);
      const lender = authed(method, tokens['cu-admin'], method === 'GET' ? undefined : { name: 'x', enabled: true });
      expect((await ctx.app.request(path, lender)).status, `lender ${method} ${path}`).toBe(403);
    }
    // Through its own path, the foreign embedder cannot reach this key either.
    const theirs = `/api/embedder/${foreignNumber}/api-keys/${String(body.id)}`;
    expect((await ctx.app.request(theirs, authed('GET', foreign))).status).toBe(404);
    expect((await ctx.app.request(`${theirs}/revoke`, authed('POST', foreign))).status).toBe(404);
    const list = await json(`/api/embedder/${foreignNumber}/api-keys`, authed('GET', foreign));
    expect(list.body.content).toEqual([]);
  });
});
