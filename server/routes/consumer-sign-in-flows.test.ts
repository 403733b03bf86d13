import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Session } from '../../api/session.ts';
import { PRODUCT_TYPES } from '../../domain/catalog/products.ts';
import { CONSENT_TEXTS } from '../../domain/compliance/consents.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { prequalBodyOf } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, consentRecords } from '../db/schema/index.ts';
import { DEMO_API_KEY, DEMO_CONSUMERS } from '../db/seed.ts';
import { TOKEN_EXCHANGE_ACTION } from './consumer-handoff.routes.ts';
import { HARD_PULL_CONSENT_ACTION } from './consumer-sign-in.handlers.ts';

const ctx = seededApp();
const maria = DEMO_CONSUMERS.find((consumer) => consumer.accessCode === 'DEMO-1001');
if (!maria) throw new Error('demo consumer DEMO-1001 is missing');
const credentials = { accessCode: maria.accessCode, lastName: maria.lastName };

const post = async (path: string, body: unknown) => {
  const response = await ctx.app.request(path, jsonRequest('POST', body));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const signIn = async (path: string, body: unknown) => {
  const answer = await post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return v.parse(Session, answer.body);
};
const offerTypes = async (jwt: string) => {
  const response = await ctx.app.request('/api/consumers/current/offers', authed('GET', jwt));
  expect(response.status).toBe(200);
  return ((await response.json()) as { productType: string }[]).map((offer) => offer.productType);
};
const auditRows = (action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, maria.id), eq(auditLog.action, action)));

describe('POST /auth/consumer with an entry link (000 §3 stateParams.productType, publisherQueryParams)', () => {
  it('splits productType into supportedProductTypes, narrows the offers and keeps the publisher parameters', async () => {
    const plain = await signIn('/api/auth/consumer', credentials);
    expect(plain.supportedProductTypes).toBeUndefined();
    const all = await offerTypes(plain.jwt ?? '');
    const kinds = [...new Set(all)];
    expect(kinds.length, 'Maria needs offers of two product types or more').toBeGreaterThan(1);
    const [wanted = ''] = kinds;

    const entry = { stateParams: { productType: `${wanted};Martian` }, publisherQueryParams: { utm_source: 'acme' } };
    const narrowed = await signIn('/api/auth/consumer', { ...credentials, ...entry });
    expect(narrowed).toMatchObject({ ...entry, supportedProductTypes: [wanted], workflowState: ['OFFERS_GENERATED'] });
    const shown = await offerTypes(narrowed.jwt ?? '');
    expect(new Set(shown)).toEqual(new Set([wanted]));
    expect(shown.length).toBe(all.filter((type) => type === wanted).length);
    // The plain session's answer is not the narrowed one's (each has its own ETag).
    expect(await offerTypes(plain.jwt ?? '')).toHaveLength(all.length);
    const rows = await auditRows('LOGIN_SUCCESS');
    expect(rows.some((row) => JSON.stringify(row.newValue) === JSON.stringify(entry))).toBe(true);
  });

  it('shows every offer when the narrowing names no product the consumer has', async () => {
    const plain = await signIn('/api/auth/consumer', credentials);
    const all = await offerTypes(plain.jwt ?? '');
    const absent = PRODUCT_TYPES.find((type) => !all.includes(type)) ?? '';
    const session = await signIn('/api/auth/consumer', { ...credentials, stateParams: { productType: absent } });
    expect(session.supportedProductTypes).toEqual([absent]);
    expect(await offerTypes(session.jwt ?? '')).toHaveLength(all.length);
  });

  it('refuses publisher parameters over the limits', async () => {
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']));
    expect((await post('/api/auth/consumer', { ...credentials, publisherQueryParams: many })).status).toBe(400);
  });
});

describe('POST /auth/consumer/hard (000 §7, hard-pull consent sign-in)', () => {
  const consent = { kind: 'HARD_CREDIT_CHECK', version: CONSENT_TEXTS.HARD_CREDIT_CHECK.version };

  it('signs in at offers generated and records the hard-inquiry consent and its audit row', async () => {
    const session = await signIn('/api/auth/consumer/hard', { ...credentials, consent });
    expect(session).toMatchObject({ realm: 'consumer', workflowState: ['OFFERS_GENERATED'] });
    const records = await ctx.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.consumerId, maria.id), eq(consentRecords.kind, 'HARD_CREDIT_CHECK')));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ version: consent.version, channel: 'consumer' });
    expect(await auditRows(HARD_PULL_CONSENT_ACTION)).toHaveLength(1);
  });

  it('refuses a stale consent version, a missing consent and a wrong last name, recording nothing', async () => {
    const stale = await post('/api/auth/consumer/hard', { ...credentials, consent: { ...consent, version: 'old' } });
    expect(stale).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await post('/api/auth/consumer/hard', credentials)).status).toBe(400);
    const wrong = await post('/api/auth/consumer/hard', { ...credentials, lastName: 'Nope', consent });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'CONSUMER_AUTH_FAILED' } });
    expect(await auditRows(HARD_PULL_CONSENT_ACTION)).toHaveLength(1);
  });
});

describe('the token exchange (000 §7 two absolute GETs, partner hand-off)', () => {
  const handoff = (key: string, body: unknown) =>
    ctx.app.request('/api/partner/v1/consumers/handoff', jsonRequest('POST', body, key));

  it('hands a prequalified consumer over: exchange without Authorization, then the consumer with the jwt', async () => {
    const prequal = await ctx.app.request(
      '/api/partner/v1/prequal',
      jsonRequest('POST', prequalBodyOf(maria), DEMO_API_KEY),
    );
    const { prequalId } = (await prequal.json()) as { prequalId: string };
    const answer = await handoff(DEMO_API_KEY, { prequalId });
    expect(answer.status).toBe(200);
    const { exchangeUrl, signInUrl } = (await answer.json()) as { exchangeUrl: string; signInUrl: string };
    expect(new URL(signInUrl).searchParams.get('exchange')).toBe(exchangeUrl);

    const url = new URL(exchangeUrl);
    const exchanged = await ctx.app.request(`${url.pathname}${url.search}`);
    expect(exchanged.status).toBe(200);
    const { jwt } = (await exchanged.json()) as { jwt: string };
    const consumer = await ctx.app.request('/api/consumers/current', authed('GET', jwt));
    expect(((await consumer.json()) as { id: string }).id).toBe(maria.id);
    expect(await auditRows(TOKEN_EXCHANGE_ACTION)).toHaveLength(1);
    // The hand-off token is not a session, and a session is not a hand-off token.
    expect(
      (await ctx.app.request('/api/consumers/current', authed('GET', url.searchParams.get('token') ?? ''))).status,
    ).toBe(401);
    expect((await ctx.app.request(`/api/auth/consumer/exchange?token=${jwt}`)).status).toBe(401);
  });

  it('refuses an unknown prequal (404) and a caller without a key (401)', async () => {
    const prequalId = '00000000-0000-4000-8000-000000000000';
    expect((await handoff(DEMO_API_KEY, { prequalId })).status).toBe(404);
    expect((await handoff('', { prequalId })).status).toBe(401);
  });
});
