import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../api/paged-list.ts';
import { PartnerOffer, PrequalAnswer } from '../../api/partner.ts';
import { PrequalLead } from '../../api/prequal-leads.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { offerRowOf, prequalBodyOf, satisfyRedeemPrerequisites } from '../../tests/integration/demo-consumer.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { createApp } from '../app.ts';
import { embedderApiKeys, offers, prequalLeads } from '../db/schema/index.ts';
import { DEMO_API_KEY, DEMO_CONSUMERS, DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { RATE_LIMITS } from '../http/rate-limit.ts';
import { hashApiKey } from '../partner/api-key-value.ts';
import { redeemOffer } from '../redemption/redeem-offer.ts';

const maria = DEMO_CONSUMERS.find((consumer) => consumer.accessCode === 'DEMO-1001');
if (!maria) throw new Error('demo consumer DEMO-1001 is missing');
const MARIA = prequalBodyOf(maria);
const FOREIGN_KEY = 'owk_foreign_embedder_test_key_0000000000000000000';
const prequal = '/api/partner/v1/prequal';
const withKey = (key: string, body?: unknown) => jsonRequest(body === undefined ? 'GET' : 'POST', body, key);
const call = async (path: string, init: RequestInit, app = ctx.app) => {
  const response = await app.request(path, init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
};
const addKey = async (name: string, key: string, embedderId = DEMO_EMBEDDER.id, extra = {}) => {
  await ctx.db
    .insert(embedderApiKeys)
    .values({ embedderId, name, keyHash: hashApiKey(key), keyPrefix: key.slice(0, 12), ...extra });
};

const ctx = seededApp();
beforeAll(async () => {
  const other = await signInForeignEmbedderAdmin(ctx, { code: 'partner-foreign', name: 'Partner Foreign' });
  await addKey('Foreign', FOREIGN_KEY, other.id);
});

describe('POST /partner/v1/prequal', () => {
  it('answers the matched consumer’s eligible offers with terms and disclosures, and records a sealed lead', async () => {
    const answer = await call(prequal, withKey(DEMO_API_KEY, { ...MARIA, ssnLast4: '1234' }));
    expect(answer.status).toBe(200);
    const body = v.parse(PrequalAnswer, answer.body);
    expect(body.hasOffers).toBe(true);
    expect(body.offers.length).toBeGreaterThan(1);
    for (const offer of body.offers) {
      expect(offer.lenderName).not.toBe('');
      expect(offer.terms[0]?.apr).toMatch(/^\d/);
      expect(offer.terms[0]?.limit).toMatch(/^\d/);
    }
    expect(body.offers.some((offer) => offer.disclosures.length > 0)).toBe(true);
    // The same offers the consumer's own marketplace lists as eligible.
    const mine = await ctx.db
      .select({ id: offers.id, status: offers.status })
      .from(offers)
      .where(eq(offers.consumerId, maria.id));
    const eligible = mine.filter((offer) => offer.status === 'ELIGIBLE').map((offer) => offer.id);
    expect(body.offers.map((offer) => offer.offerId).sort()).toEqual(eligible.sort());

    const [lead] = await ctx.db.select().from(prequalLeads).where(eq(prequalLeads.id, body.prequalId));
    expect(lead).toMatchObject({
      consumerId: maria.id,
      hasOffers: true,
      embedderId: DEMO_EMBEDDER.id,
      redeemedAt: null,
    });
    expect(lead?.campaignId).toEqual(expect.any(String));
    // Sealed like a consumer's PII: nothing the partner sent is in clear.
    expect(lead?.pii).not.toContain('Garcia');
    expect(lead?.pii).not.toContain(MARIA.email);
  });

  it('takes the key in X-Api-Key too, and stamps its last use', async () => {
    const response = await ctx.app.request(prequal, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': DEMO_API_KEY },
      body: JSON.stringify(MARIA),
    });
    expect(response.status).toBe(200);
    const [key] = await ctx.db
      .select()
      .from(embedderApiKeys)
      .where(eq(embedderApiKeys.keyHash, hashApiKey(DEMO_API_KEY)));
    expect(key?.lastUsedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers hasOffers false (and still records the lead) when nobody or not exactly the person matches', async () => {
    for (const body of [
      { ...MARIA, lastName: 'Nobody' },
      { ...MARIA, dob: '1984-03-13' },
      { ...MARIA, zipcode: '80302' },
      { ...MARIA, ssnLast4: '9999' },
    ]) {
      const answer = await call(prequal, withKey(DEMO_API_KEY, body));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ hasOffers: false, offers: [] });
      const [lead] = await ctx.db
        .select()
        .from(prequalLeads)
        .where(eq(prequalLeads.id, String(answer.body.prequalId)));
      expect(lead).toMatchObject({ consumerId: null, hasOffers: false });
    }
  });

  it('never matches another embedder’s consumer', async () => {
    const answer = await call(prequal, withKey(FOREIGN_KEY, MARIA));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ hasOffers: false, offers: [] });
  });

  it('refuses bad bodies with 400 and their issues', async () => {
    const answer = await call(
      prequal,
      withKey(DEMO_API_KEY, { ...MARIA, dob: '03-12-1984', zipcode: 'x', email: 'no' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const paths = (answer.body.issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['dob', 'zipcode', 'email']));
    const missing = await call(prequal, withKey(DEMO_API_KEY, { firstName: 'A' }));
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([{ path: 'lastName', message: 'Last name is required' }]),
    );
    const notJson = await ctx.app.request(prequal, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_API_KEY}` },
      body: '{',
    });
    expect(notJson.status).toBe(400);
  });
});

describe('partner API keys', () => {
  it('refuses a missing, unknown, disabled or revoked key, and a console session, with 401', async () => {
    await addKey('Disabled', 'owk_disabled_key_for_test_0000000000000000000000', DEMO_EMBEDDER.id, { enabled: false });
    await addKey('Revoked', 'owk_revoked_key_for_test_00000000000000000000000', DEMO_EMBEDDER.id, {
      revokedAt: new Date(),
    });
    const lender = await signInAs(ctx.app, 'cu-admin');
    const embedderUser = await signInAs(ctx.app, 'embedder-admin');
    const noKey = await call(prequal, jsonRequest('POST', MARIA));
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ code: 'UNAUTHORIZED' });
    for (const key of [
      'owk_unknown',
      'owk_disabled_key_for_test_0000000000000000000000',
      'owk_revoked_key_for_test_00000000000000000000000',
      lender,
      embedderUser,
    ]) {
      const answer = await call(prequal, withKey(key, MARIA));
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 'UNAUTHORIZED', message: 'This API key is not valid.' });
      expect(
        (await ctx.app.request('/api/partner/v1/offers/00000000-0000-4000-8000-000000000000', withKey(key))).status,
      ).toBe(401);
    }
  });

  it('a key revoked or disabled in the console stops working at once', async () => {
    const admin = await signInAs(ctx.app, 'embedder-admin');
    const keys = `/api/embedder/${DEMO_EMBEDDER_NUMBER}/api-keys`;
    const created = await call(keys, authed('POST', admin, { name: 'Short-lived', enabled: true }));
    const { id, key } = created.body as { id: string; key: string };
    expect((await call(prequal, withKey(key, MARIA))).status).toBe(200);
    await call(`${keys}/${id}`, authed('PUT', admin, { name: 'Short-lived', enabled: false }));
    expect((await call(prequal, withKey(key, MARIA))).status).toBe(401);
    await call(`${keys}/${id}`, authed('PUT', admin, { name: 'Short-lived', enabled: true }));
    expect((await call(prequal, withKey(key, MARIA))).status).toBe(200);
    await call(`${keys}/${id}/revoke`, authed('POST', admin));
    expect((await call(prequal, withKey(key, MARIA))).status).toBe(401);
    // A revoked key stays revoked even when enabled again.
    await call(`${keys}/${id}`, authed('PUT', admin, { name: 'Short-lived', enabled: true }));
    expect((await call(prequal, withKey(key, MARIA))).status).toBe(401);
  });

  it('limits each key: past its window 429 with Retry-After, other keys unaffected', async () => {
    const small = { ...RATE_LIMITS, partnerApi: { ...RATE_LIMITS.partnerApi, account: { points: 2, seconds: 60 } } };
    const app = createApp({ ...ctx.deps, rateLimits: small });
    const key = 'owk_rate_limited_key_for_test_000000000000000000';
    await addKey('Rate limited', key);
    expect((await call(prequal, withKey(key, MARIA), app)).status).toBe(200);
    expect((await call(prequal, withKey(key, MARIA), app)).status).toBe(200);
    const limited = await call(prequal, withKey(key, MARIA), app);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(prequal, withKey(FOREIGN_KEY, MARIA), app)).status).toBe(200);
  });
});

describe('GET /partner/v1/offers/{offerId}', () => {
  it('answers one offer of the embedder’s consumers, and 404 for another embedder or an unknown offer', async () => {
    const { body } = await call(prequal, withKey(DEMO_API_KEY, MARIA));
    const answer = v.parse(PrequalAnswer, body);
    const first = answer.offers[0];
    if (!first) throw new Error('no offer');
    // Each offer of credit comes with the prescreen notice the partner must show (decision 0610).
    expect(answer.offers.some((o) => o.prescreenNotice)).toBe(true);
    for (const offer of answer.offers.filter(
      (o) => !['Checking_Account', 'Certificate_Deposit'].includes(o.productType),
    ))
      expect(offer.prescreenNotice?.shortNotice, offer.productName).toContain('1-888-5-OPT-OUT');
    const own = await call(`/api/partner/v1/offers/${first.offerId}`, withKey(DEMO_API_KEY));
    expect(own.status).toBe(200);
    expect(v.parse(PartnerOffer, own.body)).toEqual(first);
    const foreign = await call(`/api/partner/v1/offers/${first.offerId}`, withKey(FOREIGN_KEY));
    expect(foreign).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const unknown = await call('/api/partner/v1/offers/00000000-0000-4000-8000-000000000000', withKey(DEMO_API_KEY));
    expect(unknown.status).toBe(404);
    const bad = await call('/api/partner/v1/offers/not-a-uuid', withKey(DEMO_API_KEY));
    expect(bad.status).toBe(400);
  });
});

describe('the partner API in the OpenAPI document', () => {
  it('is versioned under /api/partner/v1 with its key schemes, refusals and examples', async () => {
    const document = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const post = document.paths['/api/partner/v1/prequal']?.post;
    expect(post?.security).toEqual([{ apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    expect(Object.keys(post?.responses as object)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(post?.requestBody).toMatchObject({ content: { 'application/json': { example: { lastName: 'Garcia' } } } });
    expect(post?.responses).toMatchObject({
      '200': { content: { 'application/json': { example: { hasOffers: true } } } },
    });
    expect(document.paths['/api/partner/v1/offers/{offerId}']?.get).toBeDefined();
    expect(document.components.securitySchemes.apiKeyHeader).toMatchObject({ in: 'header', name: 'X-Api-Key' });
  });
});

describe('prequal leads (console)', () => {
  const leads = `/api/embedder/${DEMO_EMBEDDER_NUMBER}/prequal-leads`;
  const filter = (filters: object[]) => `${leads}?filter=${encodeURIComponent(JSON.stringify(filters))}`;

  it('lists the embedder’s leads with 002 §3’s fields, filtered by has offers and date', async () => {
    const admin = await signInAs(ctx.app, 'embedder-admin');
    const page = v.parse(pageOf(PrequalLead), (await call(leads, authed('GET', admin))).body);
    expect(page.totalElements).toBeGreaterThan(3);
    expect(page.content.find((lead) => lead.consumerId === maria.id)).toMatchObject({
      embedder: DEMO_EMBEDDER.name,
      firstName: 'Maria',
      lastName: 'Garcia',
      address: '18 Aspen Way, Boulder, CO 80301',
      email: MARIA.email,
      hasOffers: true,
      redeemedAt: null,
      campaign: expect.any(String),
    });
    const none = v.parse(
      pageOf(PrequalLead),
      (await call(filter([{ field: 'hasOffers', operator: 'EQUAL', value: 'No' }]), authed('GET', admin))).body,
    );
    expect(none.content.length).toBeGreaterThan(0);
    expect(none.content.every((lead) => !lead.hasOffers)).toBe(true);
    const future = filter([{ field: 'prequalAt', operator: 'GREATERTHAN', value: '2999-01-01T00:00:00Z' }]);
    expect(v.parse(pageOf(PrequalLead), (await call(future, authed('GET', admin))).body).totalElements).toBe(0);
    const bad = await call(filter([{ field: 'hasOffers', operator: 'EQUAL', value: 'Maybe' }]), authed('GET', admin));
    expect(bad.status).toBe(400);
  });

  it('downloads the filtered list as CSV', async () => {
    const admin = await signInAs(ctx.app, 'embedder-admin');
    const response = await ctx.app.request(
      `${filter([{ field: 'hasOffers', operator: 'EQUAL', value: 'Yes' }])}&format=csv`,
      authed('GET', admin),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Prequal time,Embedder,Consumer ID,Campaign,First name,Last name,Address,Email,Phone,Has offers,Redeemed at',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',true,'))).toBe(true);
  });

  it('refuses another embedder and lenders', async () => {
    const foreign = await signInAs(ctx.app, 'partner-foreign-admin', 'partner-foreign');
    expect((await ctx.app.request(leads, authed('GET', foreign))).status).toBe(403);
    expect((await ctx.app.request(leads, authed('GET', await signInAs(ctx.app, 'cu-admin')))).status).toBe(403);
  });

  it('marks the consumer’s leads redeemed when they redeem an offer', async () => {
    await satisfyRedeemPrerequisites(ctx.db);
    const offer = await offerRowOf(ctx.db, maria.id, '60000000-0000-4000-8000-000000000010');
    await redeemOffer(ctx.db, { consumerId: maria.id, offerId: offer.id, amount: '5000' });
    const rows = await ctx.db.select().from(prequalLeads).where(eq(prequalLeads.consumerId, maria.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.redeemedAt !== null)).toBe(true);
    const admin = await signInAs(ctx.app, 'embedder-admin');
    const redeemed = filter([{ field: 'redeemed', operator: 'EQUAL', value: 'Yes' }]);
    const page = v.parse(pageOf(PrequalLead), (await call(redeemed, authed('GET', admin))).body);
    expect(page.totalElements).toBe(rows.length);
    expect(page.content.every((lead) => lead.consumerId === maria.id && lead.redeemedAt !== null)).toBe(true);
  });
});
