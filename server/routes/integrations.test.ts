import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_ACTIONS, Integration } from '../../api/integrations.ts';
import { pageOf } from '../../api/paged-list.ts';
import { answeredAs } from '../../tests/integration/answered.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open } from '../auth/secret-box.ts';
import { fiIntegrations } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const base = `/api/fi/${summit.number}/integrations`;
const IntegrationPage = pageOf(Integration);

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin'] });
const { tokens, call, lastAudit } = ctx;

const summitRows = () => ctx.db.select().from(fiIntegrations).where(eq(fiIntegrations.fiId, summit.id));
const list = async (token: string, query = '') =>
  v.parse(IntegrationPage, await (await call(`${base}${query}`, authed('GET', token))).json());

const NEW = {
  productCategory: 'CREDIT CARDS',
  type: 'SYNC1',
  accessToken: 'sync1-secret-token-9876',
  endpointUrl: 'https://sync1.example/leads',
  config: 'retries=3',
  funding: true,
  failureNotificationEmails: 'ops@summit-cu.example, alerts@summit-cu.example',
};

describe('integrations of one lender', () => {
  it('lists the seeded integrations, tokens masked, to a Read-only user too', async () => {
    const page = await list(tokens['cu-readonly']);
    expect(page).toMatchObject({ page: 0, size: 30, totalElements: 2 });
    expect(page.content.map((row) => [row.type, row.status, row.accessTokenMasked])).toEqual([
      ['CUNEXUS', 'ACTIVE', '••••••••41d8'],
      ['MKIII', 'PENDING', '••••••••4420'],
    ]);
    expect(page.content[0]?.failureNotificationEmails).toEqual([
      'lending-ops@summit-cu.example',
      'it-alerts@summit-cu.example',
    ]);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'status', operator: 'EQUAL', value: 'PENDING' }]));
    expect((await list(tokens['cu-admin'], `?filter=${filter}`)).content.map((row) => row.type)).toEqual(['MKIII']);
  });

  it('adds an integration: PENDING, token sealed at rest and answered masked, audited without the token', async () => {
    const response = await call(base, authed('POST', tokens['cu-admin'], NEW));
    const created = await answeredAs(Integration, response, 201);
    expect(created).toMatchObject({
      type: 'SYNC1',
      productCategory: 'CREDIT CARDS',
      status: 'PENDING',
      accessTokenMasked: '••••••••9876',
      funding: true,
      config: 'retries=3',
      failureNotificationEmails: ['ops@summit-cu.example', 'alerts@summit-cu.example'],
    });
    const [row] = await ctx.db.select().from(fiIntegrations).where(eq(fiIntegrations.id, created.id));
    expect(row?.accessTokenSealed).not.toContain('9876');
    expect(open(ctx.deps.encryptionKey, row?.accessTokenSealed ?? '')).toBe(NEW.accessToken);
    const audit = await lastAudit(INTEGRATION_ACTIONS.added);
    expect(audit).toMatchObject({
      category: 'LENDER',
      entityType: 'INTEGRATION',
      entityId: created.id,
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: null,
      newValue: created,
    });
    expect(JSON.stringify(audit)).not.toContain(NEW.accessToken);
  });

  it('changes an integration named in the body; an absent token keeps the old one; status moves forward', async () => {
    const [created] = (await list(tokens['cu-admin'], '?sort=type,desc&size=1')).content;
    expect(created?.type).toBe('SYNC1');
    const id = created?.id ?? '';
    const { accessToken: _kept, ...withoutToken } = NEW;
    const response = await call(
      base,
      authed('PUT', tokens['cu-admin'], {
        ...withoutToken,
        id,
        endpointUrl: 'https://sync1.example/v2',
        status: 'TESTED',
      }),
    );
    const after = await answeredAs(Integration, response);
    expect(after).toMatchObject({ endpointUrl: 'https://sync1.example/v2', status: 'TESTED' });
    expect(after.accessTokenMasked).toBe('••••••••9876');
    expect(await lastAudit(INTEGRATION_ACTIONS.updated)).toMatchObject({ oldValue: created, newValue: after });

    const rotated = await call(
      base,
      authed('PUT', tokens['cu-admin'], { ...NEW, id, accessToken: 'rotated-token-1111' }),
    );
    expect(v.parse(Integration, await rotated.json())).toMatchObject({
      accessTokenMasked: '••••••••1111',
      status: 'TESTED',
    });
  });

  it('refuses to revert a status (002 §4) and changes nothing', async () => {
    const [active] = (await list(tokens['cu-admin'])).content;
    expect(active?.status).toBe('ACTIVE');
    const response = await call(
      base,
      authed('PUT', tokens['cu-admin'], {
        ...NEW,
        id: active?.id,
        status: 'PENDING',
        endpointUrl: 'https://changed.example',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Integration status cannot be reverted',
      issues: [{ path: 'status', message: 'Integration status cannot be reverted (it is ACTIVE)' }],
    });
    const [row] = await ctx.db
      .select()
      .from(fiIntegrations)
      .where(eq(fiIntegrations.id, active?.id ?? ''));
    expect(row).toMatchObject({ status: 'ACTIVE', endpointUrl: 'https://sandbox.cunexus.example/api/v2/leads' });
  });

  it('answers the messages for a bad body and keeps nothing', async () => {
    const before = await summitRows();
    const response = await call(
      base,
      authed('POST', tokens['cu-admin'], { ...NEW, type: 'ACME', endpointUrl: 'sync1.example' }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual([
      { path: 'type', message: 'Enter a valid Type' },
      { path: 'endpointUrl', message: 'Endpoint URL must start with http:// or https://' },
    ]);
    const missing = await call(base, authed('POST', tokens['cu-admin'], {}));
    expect(((await missing.json()) as { issues: unknown[] }).issues).toContainEqual({
      path: 'accessToken',
      message: 'Access token is required',
    });
    const noId = await call(base, authed('PUT', tokens['cu-admin'], NEW));
    expect(await noId.json()).toMatchObject({ issues: [{ path: 'id', message: 'Integration id is required' }] });
    expect(await summitRows()).toEqual(before);
  });

  it('removes an integration with its audit row; unknown ids are 404', async () => {
    const [sync1] = (await list(tokens['cu-admin'], '?sort=type,desc&size=1')).content;
    expect((await call(`${base}/${sync1?.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(204);
    expect(await lastAudit(INTEGRATION_ACTIONS.deleted)).toMatchObject({ oldValue: sync1, newValue: null });
    expect((await call(`${base}/${sync1?.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(404);
    const put = await call(base, authed('PUT', tokens['cu-admin'], { ...NEW, id: sync1?.id }));
    expect(put.status).toBe(404);
    expect((await call(`${base}/not-a-uuid`, authed('DELETE', tokens['cu-admin']))).status).toBe(400);
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender and a Read-only user’s changes, touching nothing', async () => {
    const before = await summitRows();
    const [one] = before;
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['bank-admin'], NEW))).status).toBe(403);
    expect((await call(base, authed('PUT', tokens['bank-admin'], { ...NEW, id: one?.id }))).status).toBe(403);
    expect((await call(`${base}/${one?.id}`, authed('DELETE', tokens['bank-admin']))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['cu-readonly'], NEW))).status).toBe(403);
    expect((await call(base, authed('PUT', tokens['cu-readonly'], { ...NEW, id: one?.id }))).status).toBe(403);
    expect((await call(`${base}/${one?.id}`, authed('DELETE', tokens['cu-readonly']))).status).toBe(403);
    expect(await summitRows()).toEqual(before);
  });

  it('does not let a lender reach another lender’s integration through its own fiId', async () => {
    const harbor = DEMO_LENDERS[1];
    const bankToken = tokens['bank-admin'];
    const created = await call(`/api/fi/${harbor.number}/integrations`, authed('POST', bankToken, NEW));
    const theirs = v.parse(Integration, await created.json());
    expect((await call(base, authed('PUT', tokens['cu-admin'], { ...NEW, id: theirs.id }))).status).toBe(404);
    expect((await call(`${base}/${theirs.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(404);
    const rows = await ctx.db
      .select()
      .from(fiIntegrations)
      .where(and(eq(fiIntegrations.id, theirs.id), eq(fiIntegrations.fiId, harbor.id)));
    expect(rows).toHaveLength(1);
  });
});
