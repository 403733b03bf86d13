import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../api/paged-list.ts';
import { SITE_KEY_ACTIONS, SiteKey, SiteKeyDetails } from '../../api/site-keys.ts';
import { SITE_KEY_MESSAGES, SITE_KEY_PATTERN } from '../../domain/validation/site-key.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { embedderSiteKeys, embedders } from '../db/schema/index.ts';
import { DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';

let foreign = '';
let foreignNumber = 0;
const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}/site-keys`;
const call = (path: string, init?: RequestInit) => ctx.app.request(path, init);
const issueMessages = (body: Record<string, unknown>) =>
  Object.fromEntries(((body.issues ?? []) as { path: string; message: string }[]).map((i) => [i.path, i.message]));
const origins = async () => ((await json('/api/auth/origins/consumer')).body.origins as string[]).sort();
const landingTheme = async (key: string) => (await json(`/api/site-keys/${encodeURIComponent(key)}/theme`)).body;

const FLYER = { name: 'Showroom flyer', enabled: true, approvedOrigins: ['https://Shop.Acme-Auto.example:443/'] };

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens, json } = ctx;
beforeAll(async () => {
  ({ number: foreignNumber, token: foreign } = await signInForeignEmbedderAdmin(ctx));
});

describe('site keys', () => {
  let created: SiteKey;

  it('creates a site key with a public sk_ key and normalised origins, audited', async () => {
    const answer = await json(acme, authed('POST', tokens['embedder-admin'], FLYER));
    expect(answer.status).toBe(201);
    created = v.parse(SiteKey, answer.body);
    expect(created).toMatchObject({
      name: 'Showroom flyer',
      enabled: true,
      approvedOrigins: ['https://shop.acme-auto.example'],
      originsCount: 1,
    });
    expect(created.key).toMatch(SITE_KEY_PATTERN);
    const audit = await latestAudit(ctx.db, SITE_KEY_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'EMBEDDER', entityName: 'Showroom flyer', oldValue: null });
    expect(audit?.newValue).toEqual({
      name: 'Showroom flyer',
      enabled: true,
      key: created.key,
      approvedOrigins: ['https://shop.acme-auto.example'],
    });
    const second = v.parse(
      SiteKey,
      (await json(acme, authed('POST', tokens.admin, { ...FLYER, name: 'Admin-made', approvedOrigins: [] }))).body,
    );
    expect(second.key).not.toBe(created.key);
  });

  it('lists them paged for their embedder only, filters and sorts', async () => {
    const page = v.parse(pageOf(SiteKey), (await json(acme, authed('GET', tokens['embedder-admin']))).body);
    expect(page.content.map((key) => key.name)).toEqual(['Admin-made', 'Showroom flyer']);
    const sorted = await json(`${acme}?sort=name,desc&size=1`, authed('GET', tokens['embedder-admin']));
    expect(sorted.body).toMatchObject({ totalElements: 2, totalPages: 2, content: [{ name: 'Showroom flyer' }] });
    const filter = encodeURIComponent(JSON.stringify([{ field: 'name', operator: 'LIKE', value: 'flyer' }]));
    const filtered = await json(`${acme}?filter=${filter}`, authed('GET', tokens['embedder-admin']));
    expect((filtered.body.content as SiteKey[]).map((key) => key.name)).toEqual(['Showroom flyer']);
    const foreignList = await json(`/api/embedders/${foreignNumber}/site-keys`, authed('GET', foreign));
    expect(foreignList.body).toMatchObject({ totalElements: 0 });
  });

  it('answers one with a QR link per approved product type, built on PUBLIC_URL', async () => {
    await ctx.db
      .update(embedders)
      .set({ approvedProducts: ['New_Auto', 'Used_Boat'] })
      .where(eq(embedders.id, DEMO_EMBEDDER.id));
    const answer = await json(`${acme}/${created.id}`, {
      ...authed('GET', tokens['embedder-admin']),
      headers: {
        ...authed('GET', tokens['embedder-admin']).headers,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(answer.status).toBe(200);
    const details = v.parse(SiteKeyDetails, answer.body);
    expect(details.productLinks).toEqual([
      {
        productType: 'New_Auto',
        url: `http://localhost:3000/consumer/auth/login?site=${created.key}&product=New_Auto`,
      },
      {
        productType: 'Used_Boat',
        url: `http://localhost:3000/consumer/auth/login?site=${created.key}&product=Used_Boat`,
      },
    ]);
    expect(
      (await call(`${acme}/00000000-0000-4000-8000-000000000000`, authed('GET', tokens['embedder-admin']))).status,
    ).toBe(404);
  });

  it('updates with old and new values in the audit', async () => {
    const body = { name: 'Flyer (spring)', enabled: false, approvedOrigins: ['http://localhost:5174'] };
    const answer = await json(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], body));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ...body, key: created.key });
    const audit = await latestAudit(ctx.db, SITE_KEY_ACTIONS.updated);
    expect(audit?.oldValue).toEqual({
      name: 'Showroom flyer',
      enabled: true,
      key: created.key,
      approvedOrigins: ['https://shop.acme-auto.example'],
    });
    expect(audit?.newValue).toEqual({ ...body, key: created.key });
    // Back as it was for the tests below.
    await call(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], FLYER));
  });

  it('refuses bad origins with a message per origin, and changes nothing', async () => {
    const before = await ctx.db.select().from(embedderSiteKeys);
    const bad = await json(
      acme,
      authed('POST', tokens['embedder-admin'], {
        name: ' ',
        approvedOrigins: ['shop.example', 'https://shop.example/offers', 'ftp://x.example', 'https://*.example'],
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(issueMessages(bad.body)).toEqual({
      name: 'Name is required',
      'approvedOrigins.0': SITE_KEY_MESSAGES.originScheme,
      'approvedOrigins.1': SITE_KEY_MESSAGES.originPath,
      'approvedOrigins.2': SITE_KEY_MESSAGES.originScheme,
      'approvedOrigins.3': SITE_KEY_MESSAGES.originInvalid,
    });
    const dup = await json(
      `${acme}/${created.id}`,
      authed('PUT', tokens['embedder-admin'], {
        ...FLYER,
        approvedOrigins: ['https://a.example', 'https://A.example/'],
      }),
    );
    expect(dup.status).toBe(400);
    expect(issueMessages(dup.body)).toEqual({ approvedOrigins: SITE_KEY_MESSAGES.originDuplicate });
    const missing = await json(acme, authed('POST', tokens['embedder-admin'], {}));
    expect(issueMessages(missing.body)).toMatchObject({
      name: 'Name is required',
      approvedOrigins: 'Approved origins is required',
    });
    const notJson = await call(acme, {
      ...authed('POST', tokens['embedder-admin']),
      body: 'x',
      headers: { ...authed('POST', tokens['embedder-admin']).headers, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await ctx.db.select().from(embedderSiteKeys)).toEqual(before);
  });

  it('refuses another embedder’s user (403) and lenders on every call', async () => {
    const one = `${acme}/${created.id}`;
    for (const token of [foreign, tokens['cu-admin']]) {
      expect((await call(acme, authed('GET', token))).status).toBe(403);
      expect((await call(one, authed('GET', token))).status).toBe(403);
      expect((await call(acme, authed('POST', token, FLYER))).status).toBe(403);
      expect((await call(one, authed('PUT', token, FLYER))).status).toBe(403);
      expect((await call(one, authed('DELETE', token))).status).toBe(403);
    }
    // A foreign embedder naming the key under its own embedder finds nothing.
    const own = `/api/embedders/${foreignNumber}/site-keys/${created.id}`;
    expect((await call(own, authed('GET', foreign))).status).toBe(404);
    expect((await call(own, authed('PUT', foreign, FLYER))).status).toBe(404);
    expect((await call(own, authed('DELETE', foreign))).status).toBe(404);
    expect((await call(acme)).status).toBe(401);
    const [row] = await ctx.db.select().from(embedderSiteKeys).where(eq(embedderSiteKeys.id, created.id));
    expect(row?.name).toBe('Showroom flyer');
  });

  it('feeds the opener handshake: enabled keys’ origins join the custom domains; disabling withdraws them', async () => {
    expect(await origins()).toEqual(['https://offers.acme-auto.example', 'https://shop.acme-auto.example']);
    await call(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], { ...FLYER, enabled: false }));
    expect(await origins()).toEqual(['https://offers.acme-auto.example']);
    await call(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], FLYER));
    expect(await origins()).toEqual(['https://offers.acme-auto.example', 'https://shop.acme-auto.example']);
  });

  it('themes the landing for an enabled key only; disabled, unknown and malformed keys get the default look', async () => {
    const themed = await landingTheme(created.key);
    expect(themed).toMatchObject({ theme: { custom: true, colors: { primary: DEMO_EMBEDDER.theme.primary } } });
    expect(await landingTheme('sk_AAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({ theme: null });
    expect(await landingTheme("'; drop table embedders; --")).toEqual({ theme: null });
    await call(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], { ...FLYER, enabled: false }));
    expect(await landingTheme(created.key)).toEqual({ theme: null });
    await call(`${acme}/${created.id}`, authed('PUT', tokens['embedder-admin'], FLYER));
  });

  it('deletes, audited; the key then lands unthemed and its origins leave the handshake', async () => {
    const removed = await call(`${acme}/${created.id}`, authed('DELETE', tokens['embedder-admin']));
    expect(removed.status).toBe(204);
    const audit = await latestAudit(ctx.db, SITE_KEY_ACTIONS.deleted);
    expect(audit).toMatchObject({ entityName: 'Showroom flyer', newValue: null });
    expect(audit?.oldValue).toMatchObject({ key: created.key });
    expect(await landingTheme(created.key)).toEqual({ theme: null });
    expect(await origins()).toEqual(['https://offers.acme-auto.example']);
    expect(
      v.parse(pageOf(SiteKey), (await json(acme, authed('GET', tokens.admin))).body).content.map((k) => k.name),
    ).toEqual(['Admin-made']);
    expect((await call(`${acme}/${created.id}`, authed('DELETE', tokens['embedder-admin']))).status).toBe(404);
  });
});
