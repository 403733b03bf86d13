import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMBEDDER_ACTIONS, Embedder } from '../../api/embedders.ts';
import { pageOf } from '../../api/paged-list.ts';
import { PRODUCT_TYPES } from '../../domain/catalog/products.ts';
import { authed, latestAudit, signInAs } from '../../tests/integration/console-auth.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { embedders, fiEmbedderBlocklist } from '../db/schema/index.ts';
import { DEMO_CONSUMERS, DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER, DEMO_LENDERS } from '../db/seed.ts';

const base = '/api/embedders';
const acme = `${base}/${DEMO_EMBEDDER_NUMBER}`;
const issueMessages = (body: Record<string, unknown>) =>
  Object.fromEntries(((body.issues ?? []) as { path: string; message: string }[]).map((i) => [i.path, i.message]));
const acmeRow = async () => (await ctx.db.select().from(embedders).where(eq(embedders.id, DEMO_EMBEDDER.id)))[0];

const PROFILE = {
  name: 'Bayside Boats',
  code: 'bayside-boats',
  customDomain: 'offers.bayside.example',
  reportsDashboardId: '0d6f4c1e-2b7a-4c8e-9f10-112233445566',
  logoUrl: 'https://bayside.example/logo.png',
  faviconUrl: 'https://bayside.example/favicon.ico',
  exitRedirectUrl: 'https://bayside.example',
  exitButtonLabel: 'Back to Bayside',
  forceNewDocumentVerificationSession: true,
  prioritizeLocalLenderOffers: false,
};
const THEME = {
  primary: '#7a1f5c',
  onPrimary: '#FFFFFF',
  accent: '#6B1A50',
  canvas: '#FAF5F8',
  surface: '#FFFFFF',
  text: '#1F1020',
};

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens, call, json } = ctx;

describe('embedders (admin)', () => {
  it('lists embedders paged, and refuses lenders and embedders', async () => {
    const page = v.parse(pageOf(Embedder), (await json(base, authed('GET', tokens.admin))).body);
    expect(page.content.map((e) => e.code)).toContain('acme-auto');
    expect(page.content.find((e) => e.code === 'acme-auto')).toMatchObject({
      embedderId: DEMO_EMBEDDER_NUMBER,
      exitButtonLabel: 'Back to Acme Auto',
      prioritizeLocalLenderOffers: true,
    });
    expect((await call(base, authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call(base, authed('GET', tokens['embedder-admin']))).status).toBe(403);
  });

  it('creates an embedder with every profile field, audited', async () => {
    const created = await json(base, authed('POST', tokens.admin, PROFILE));
    expect(created.status).toBe(201);
    const embedder = v.parse(Embedder, created.body);
    expect(embedder).toMatchObject({ ...PROFILE, themeCss: null });
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'EMBEDDER', entityName: 'Bayside Boats', oldValue: null });
    expect(audit?.newValue).toMatchObject({ code: 'bayside-boats' });
    const got = await json(`${base}/${embedder.embedderId}`, authed('GET', tokens.admin));
    expect(got.body).toMatchObject(PROFILE);
  });

  it('refuses bad bodies with the seed’s messages and creates nothing', async () => {
    const before = (await ctx.db.select().from(embedders)).length;
    const bad = await json(
      base,
      authed('POST', tokens.admin, {
        ...PROFILE,
        code: 'other',
        reportsDashboardId: 'short',
        logoUrl: 'ftp://x',
        name: ' ',
      }),
    );
    expect(bad.status).toBe(400);
    expect(issueMessages(bad.body)).toMatchObject({
      reportsDashboardId: 'Reports dashboard ID must be exactly 36 characters',
      logoUrl: 'Web address must start with http:// or https://',
      name: 'Name is required',
    });
    const missing = await json(base, authed('POST', tokens.admin, {}));
    expect(issueMessages(missing.body)).toMatchObject({ name: 'Name is required', code: 'Embedder ID is required' });
    const taken = await json(base, authed('POST', tokens.admin, { ...PROFILE, name: 'Copy' }));
    expect(taken.status).toBe(400);
    expect(issueMessages(taken.body)).toEqual({ code: 'This embedder ID is already in use' });
    expect((await ctx.db.select().from(embedders)).length).toBe(before);
    expect((await call(base, authed('POST', tokens['cu-admin'], PROFILE))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['embedder-admin'], PROFILE))).status).toBe(403);
  });

  it('updates the profile with old and new values in the audit; embedder users may only read their own', async () => {
    const own = await json(acme, authed('GET', tokens['embedder-admin']));
    expect(own.status).toBe(200);
    const change = { ...v.parse(Embedder, own.body), exitButtonLabel: 'Back to the showroom' };
    const { embedderId: _n, themeCss: _css, ...body } = change;
    expect((await call(acme, authed('PUT', tokens['embedder-admin'], body))).status).toBe(403);
    expect((await call(acme, authed('PUT', tokens['cu-admin'], body))).status).toBe(403);
    expect((await call(acme, authed('GET', tokens['cu-admin']))).status).toBe(403);
    const updated = await json(acme, authed('PUT', tokens.admin, body));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ exitButtonLabel: 'Back to the showroom' });
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.updated);
    expect(audit?.oldValue).toMatchObject({ exitButtonLabel: 'Back to Acme Auto' });
    expect(audit?.newValue).toMatchObject({ exitButtonLabel: 'Back to the showroom' });
    const bad = await json(acme, authed('PUT', tokens.admin, { ...body, reportsDashboardId: 'x'.repeat(37) }));
    expect(bad.status).toBe(400);
    expect((await acmeRow())?.reportsDashboardId).toBe(DEMO_EMBEDDER.reportsDashboardId);
    expect((await call(`${base}/999`, authed('GET', tokens.admin))).status).toBe(404);
  });

  it('refuses another embedder’s user on every per-embedder read', async () => {
    const { token: foreign } = await signInForeignEmbedderAdmin(ctx);
    for (const path of ['', '/theme', '/fi-blocklist', '/settings', '/approved-products']) {
      expect((await call(`${acme}${path}`, authed('GET', foreign))).status, path).toBe(403);
      expect((await call(`${acme}${path}`, authed('GET', tokens['embedder-admin']))).status, path).toBe(200);
    }
  });
});

describe('embedder theme', () => {
  it('saves the colours as theme CSS, audited, and the embedder’s consumers get it', async () => {
    expect((await json(`${acme}/theme`, authed('GET', tokens['embedder-admin']))).body).toMatchObject({ custom: true });
    expect((await call(`${acme}/theme`, authed('PUT', tokens['embedder-admin'], THEME))).status).toBe(403);
    const saved = await json(`${acme}/theme`, authed('PUT', tokens.admin, THEME));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ custom: true, colors: { primary: '#7A1F5C' } });
    expect((saved.body.variables as Record<string, string>)['--chakra-colors-brand-solid']).toBe('#7A1F5C');
    expect((await acmeRow())?.themeCss).toContain('--chakra-colors-brand-solid: #7A1F5C;');
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.theme);
    expect(audit?.oldValue).toMatchObject({ primary: '#1D3C78' });
    expect(audit?.newValue).toMatchObject({ primary: '#7A1F5C' });

    const consumer = DEMO_CONSUMERS[0];
    const jwt = await signInConsumer(ctx.app, consumer);
    const theme = await json('/api/consumers/current/theme', authed('GET', jwt));
    expect(theme.body).toMatchObject({ theme: { colors: { primary: '#7A1F5C' } } });
    expect((await call('/api/consumers/current/theme', authed('GET', tokens.admin))).status).toBe(403);
  });

  it('refuses a colour that is not #RRGGBB and keeps the old theme', async () => {
    const bad = await json(`${acme}/theme`, authed('PUT', tokens.admin, { ...THEME, primary: 'red', text: undefined }));
    expect(bad.status).toBe(400);
    expect(issueMessages(bad.body)).toEqual({ primary: 'Enter a colour as #RRGGBB', text: 'Text is required' });
    expect((await acmeRow())?.theme?.primary).toBe('#7A1F5C');
  });
});

describe('FI blocklist, campaign settings and approved products', () => {
  const harbor = DEMO_LENDERS[1];
  it('blocks lenders (the same pairs a lender’s embedder blocklist shows), audited; GET /embedder/fi follows', async () => {
    const bad = await json(`${acme}/fi-blocklist`, authed('PUT', tokens.admin, { fiIds: [harbor.number, 999] }));
    expect(bad.status).toBe(400);
    expect(issueMessages(bad.body)).toEqual({ 'fiIds.1': 'No such financial institution' });
    const dup = await json(`${acme}/fi-blocklist`, authed('PUT', tokens.admin, { fiIds: [1, 1] }));
    expect(dup.status).toBe(400);
    expect((await ctx.db.select().from(fiEmbedderBlocklist)).length).toBe(0);
    expect((await call(`${acme}/fi-blocklist`, authed('PUT', tokens['embedder-admin'], { fiIds: [] }))).status).toBe(
      403,
    );
    const saved = await json(`${acme}/fi-blocklist`, authed('PUT', tokens.admin, { fiIds: [harbor.number] }));
    expect(saved.status).toBe(200);
    const lenders = saved.body.lenders as { fiId: number; blocked: boolean }[];
    expect(lenders.filter((l) => l.blocked).map((l) => l.fiId)).toEqual([harbor.number]);
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.fiBlocklist);
    expect(audit).toMatchObject({ oldValue: [], newValue: [{ fiId: harbor.number, name: harbor.name }] });
    const available = await json('/api/embedder/fi', authed('GET', tokens['embedder-admin']));
    expect((available.body.lenders as { fiId: number }[]).map((l) => l.fiId)).not.toContain(harbor.number);
    const lenderSide = await json(`/api/fi/${harbor.number}/embedders/blocklist`, authed('GET', tokens.admin));
    expect(lenderSide.body.embedders).toContainEqual(expect.objectContaining({ embedderId: 1, blocked: true }));
    expect((await json(`${acme}/fi-blocklist`, authed('GET', tokens['embedder-admin']))).status).toBe(200);
  });

  it('changes the campaign settings, audited with old and new values', async () => {
    const before = await json(`${acme}/settings`, authed('GET', tokens['embedder-admin']));
    expect(before.body).toMatchObject({ autoEnroll: true, sftpFolder: 'acme-auto/inbound' });
    const next = { autoEnroll: false, sftpFolder: '', pgpEncrypted: false, prequalLeadsEnabled: true };
    expect((await call(`${acme}/settings`, authed('PUT', tokens['embedder-admin'], next))).status).toBe(403);
    const bad = await json(
      `${acme}/settings`,
      authed('PUT', tokens.admin, { ...next, sftpFolder: 'a b', autoEnroll: 'yes' }),
    );
    expect(bad.status).toBe(400);
    expect(issueMessages(bad.body)).toMatchObject({ sftpFolder: 'Enter a valid SFTP folder' });
    const saved = await json(`${acme}/settings`, authed('PUT', tokens.admin, next));
    expect(saved.body).toEqual({ ...next, sftpFolder: null });
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.settings);
    expect(audit?.oldValue).toMatchObject({ autoEnroll: true });
    expect(audit?.newValue).toMatchObject({ autoEnroll: false, sftpFolder: null });
  });

  it('approves product types (every type until restricted), audited', async () => {
    const all = await json(`${acme}/approved-products`, authed('GET', tokens['embedder-admin']));
    expect(all.body.productTypes).toEqual([...PRODUCT_TYPES]);
    const bad = await json(`${acme}/approved-products`, authed('PUT', tokens.admin, { productTypes: ['Spaceship'] }));
    expect(bad.status).toBe(400);
    expect(issueMessages(bad.body)).toEqual({ 'productTypes.0': 'Enter a valid Product type' });
    expect((await acmeRow())?.approvedProducts).toBeNull();
    const saved = await json(
      `${acme}/approved-products`,
      authed('PUT', tokens.admin, { productTypes: ['New_Auto', 'Used_Auto'] }),
    );
    expect(saved.body).toEqual({ productTypes: ['New_Auto', 'Used_Auto'] });
    const audit = await latestAudit(ctx.db, EMBEDDER_ACTIONS.approvedProducts);
    expect(audit?.oldValue).toEqual({ productTypes: [...PRODUCT_TYPES] });
    expect(audit?.newValue).toEqual({ productTypes: ['New_Auto', 'Used_Auto'] });
    expect(
      (await call(`${acme}/approved-products`, authed('PUT', tokens['cu-admin'], { productTypes: [] }))).status,
    ).toBe(403);
  });

  it('the consumer’s marketplace shows neither blocked lenders nor unapproved product types', async () => {
    const consumer = DEMO_CONSUMERS[0];
    const jwt = await signInConsumer(ctx.app, consumer);
    const offersNow = async () =>
      (await json('/api/consumers/current/offers', authed('GET', jwt))).body as unknown as {
        productType: string;
        financialInstitution: { name: string };
      }[];
    // Harbor Bank blocked and only New_Auto/Used_Auto approved by the tests above.
    const limited = await offersNow();
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.every((o) => ['New_Auto', 'Used_Auto'].includes(o.productType))).toBe(true);
    expect(limited.some((o) => o.financialInstitution.name === harbor.name)).toBe(false);
    await call(`${acme}/fi-blocklist`, authed('PUT', tokens.admin, { fiIds: [] }));
    await call(`${acme}/approved-products`, authed('PUT', tokens.admin, { productTypes: [...PRODUCT_TYPES] }));
    const all = await offersNow();
    expect(all.length).toBeGreaterThan(limited.length);
    expect(all.some((o) => o.financialInstitution.name === harbor.name)).toBe(true);
    // The same pair set from the lender's side (Harbor Bank blocks Acme Auto) hides Harbor's offers too.
    const bankAdmin = await signInAs(ctx.app, 'bank-admin');
    const put = await call(
      `/api/fi/${harbor.number}/embedders/blocklist`,
      authed('PUT', bankAdmin, { embedderIds: [DEMO_EMBEDDER_NUMBER] }),
    );
    expect(put.status).toBe(200);
    const withoutHarbor = await offersNow();
    expect(withoutHarbor.some((o) => o.financialInstitution.name === harbor.name)).toBe(false);
    expect(withoutHarbor.length).toBeLessThan(all.length);
  });
});
