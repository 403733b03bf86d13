import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ConsumerConsents, MyConsents } from '../../api/consents.ts';
import { Offer } from '../../api/consumer.ts';
import { CONSENT_TEXTS, REQUIRED_CONSENTS } from '../../domain/compliance/consents.ts';
import { PRESCREEN_NOTICES } from '../../domain/compliance/prescreen-notice.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { consentRecords, offerEvents } from '../db/schema/index.ts';

const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
/** The database's refusal, under Drizzle's "Failed query" wrapper. */
async function refused(attempt: Promise<unknown>): Promise<string> {
  const error = (await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { message?: string; cause?: { message?: string } } | undefined;
  return error?.cause?.message ?? error?.message ?? 'not refused';
}
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

const current = (kinds: readonly (keyof typeof CONSENT_TEXTS)[]) =>
  kinds.map((kind) => ({ kind, version: CONSENT_TEXTS[kind].version }));

describe('consent records', () => {
  it('asks for the required consents, records them with text hash, site, address and browser', async () => {
    const jwt = await signInConsumer(ctx.app);
    const before = v.parse(
      MyConsents,
      await (await ctx.call('/api/consumers/current/consents', jsonRequest('GET', undefined, jwt))).json(),
    );
    expect(before.records).toEqual([]);
    expect(before.pending).toEqual(REQUIRED_CONSENTS);

    const init = jsonRequest('POST', { consents: current(REQUIRED_CONSENTS), channel: 'consumer' }, jwt);
    (init.headers as Record<string, string>)['user-agent'] = 'consent-test-browser';
    const given = await ctx.call('/api/consumers/current/consents', init);
    expect(given.status).toBe(200);
    const after = v.parse(MyConsents, await given.json());
    expect(after.pending).toEqual([]);
    expect(after.records.map((r) => r.kind).sort()).toEqual([...REQUIRED_CONSENTS].sort());
    for (const record of after.records) {
      expect(record.textHash).toBe(sha(CONSENT_TEXTS[record.kind].text));
      expect(record.version).toBe(CONSENT_TEXTS[record.kind].version);
      expect(record).toMatchObject({ channel: 'consumer', userAgent: 'consent-test-browser' });
      expect(record.ipAddress).toBeTruthy();
    }
  });

  it('refuses a consent to a text that is not the current one', async () => {
    const jwt = await signInConsumer(ctx.app);
    const stale = await ctx.call(
      '/api/consumers/current/consents',
      jsonRequest('POST', { consents: [{ kind: 'TERMS', version: 'terms-2020-01' }], channel: 'consumer' }, jwt),
    );
    expect(stale.status).toBe(400);
  });

  it('asks again once a text changed: a record of an older version is not the current consent', async () => {
    const jwt = await signInConsumer(ctx.app, { accessCode: 'DEMO-1002', lastName: 'Smith' });
    const me = v.parse(
      MyConsents,
      await (await ctx.call('/api/consumers/current/consents', jsonRequest('GET', undefined, jwt))).json(),
    );
    const consumerId =
      (await ctx.db.execute<{ id: string }>(sql`select id from consumers where access_code = 'DEMO-1002'`)).rows[0]
        ?.id ?? '';
    expect(me.pending).toContain('ESIGN');
    await ctx.db.insert(consentRecords).values(
      REQUIRED_CONSENTS.map((kind) => ({
        consumerId,
        kind,
        version: kind === 'ESIGN' ? 'esign-2025-01' : CONSENT_TEXTS[kind].version,
        textHash: 'old',
        channel: 'further' as const,
      })),
    );
    const again = v.parse(
      MyConsents,
      await (await ctx.call('/api/consumers/current/consents', jsonRequest('GET', undefined, jwt))).json(),
    );
    expect(again.pending).toEqual(['ESIGN']);
  });

  it('are append-only: the database refuses UPDATE, DELETE and TRUNCATE, and no route changes them', async () => {
    const [row] = await ctx.db.select().from(consentRecords).limit(1);
    expect(row).toBeDefined();
    const id = row?.id ?? '';
    expect(
      await refused(ctx.db.update(consentRecords).set({ version: 'forged' }).where(eq(consentRecords.id, id))),
    ).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refused(ctx.db.delete(consentRecords).where(eq(consentRecords.id, id)))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    expect(await refused(ctx.db.execute(sql`truncate consent_records`))).toMatch(/append-only \(TRUNCATE refused\)/);
    const jwt = await signInConsumer(ctx.app);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await ctx.call('/api/consumers/current/consents', jsonRequest(method, {}, jwt));
      expect(answer.status, method).toBeGreaterThanOrEqual(404);
    }
    const [still] = await ctx.db.select().from(consentRecords).where(eq(consentRecords.id, id));
    expect(still?.version).toBe(row?.version);
  });

  it('export per consumer to the admin, by access code or id; a lender may not read them', async () => {
    const answer = await ctx.call(
      '/api/admin/consents?consumer=DEMO-1001',
      jsonRequest('GET', undefined, ctx.tokens.admin),
    );
    expect(answer.status).toBe(200);
    const exported = v.parse(ConsumerConsents, await answer.json());
    expect(exported).toMatchObject({ consumerName: 'Maria Garcia', accessCode: 'DEMO-1001', pending: [] });
    expect(exported.records).toHaveLength(REQUIRED_CONSENTS.length);
    const byId = await ctx.call(
      `/api/admin/consents?consumer=${exported.consumerId}`,
      jsonRequest('GET', undefined, ctx.tokens.admin),
    );
    expect(v.parse(ConsumerConsents, await byId.json()).records).toEqual(exported.records);
    const unknown = await ctx.call(
      '/api/admin/consents?consumer=NOPE-0000',
      jsonRequest('GET', undefined, ctx.tokens.admin),
    );
    expect(unknown.status).toBe(404);
    const lender = await ctx.call(
      '/api/admin/consents?consumer=DEMO-1001',
      jsonRequest('GET', undefined, ctx.tokens['cu-admin']),
    );
    expect(lender.status).toBe(403);
  });
});

describe('the prescreen notice with the offer view', () => {
  it('every offer of credit carries its lender bureau’s notice; the version shown is recorded with the view', async () => {
    const jwt = await signInConsumer(ctx.app);
    const offers = v.parse(
      v.array(Offer),
      await (await ctx.call('/api/consumers/current/offers', jsonRequest('GET', undefined, jwt))).json(),
    );
    const credit = offers.filter((o) => o.category !== 'CHECKING_ACCOUNT' && o.category !== 'CD');
    expect(credit.length).toBeGreaterThan(0);
    for (const offer of credit) {
      const notice = offer.prescreenNotice;
      expect(notice, offer.name).toBeDefined();
      expect(notice?.version).toBe(PRESCREEN_NOTICES[notice?.bureau ?? 'TRANSUNION'].version);
      expect(notice?.longNotice.join(' ')).toContain(`(${notice?.agencyName}) toll-free, 1-888-5-OPT-OUT`);
    }
    for (const offer of offers.filter((o) => o.category === 'CHECKING_ACCOUNT' || o.category === 'CD'))
      expect(offer.prescreenNotice).toBeUndefined();

    const [first, second] = credit;
    const events = [
      { offerId: first?.id, kind: 'viewed', noticeVersion: first?.prescreenNotice?.version },
      { offerId: second?.id, kind: 'viewed' },
    ];
    const reported = await ctx.call('/api/consumers/current/offerEvents', jsonRequest('POST', { events }, jwt));
    expect(reported.status).toBe(200);
    const rows = await ctx.db.select().from(offerEvents).where(eq(offerEvents.kind, 'viewed'));
    expect(rows.find((r) => r.offerId === first?.id)?.noticeVersion).toBe(first?.prescreenNotice?.version);
    expect(rows.find((r) => r.offerId === second?.id)?.noticeVersion).toBeNull();

    const forged = await ctx.call(
      '/api/consumers/current/offerEvents',
      jsonRequest('POST', { events: [{ offerId: first?.id, kind: 'clicked', noticeVersion: 'made-up' }] }, jwt),
    );
    expect(forged.status).toBe(400);
  });
});
