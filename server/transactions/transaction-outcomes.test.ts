import { eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import {
  redeemFirstTerms,
  satisfyAllStipulations,
  signInConsumer,
  verifyAllIdentities,
} from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { listOutbox } from '../db/queries/mail.ts';
import { transactionOutcomeCounts } from '../db/queries/transaction-outcomes.ts';
import { consumers, transactions } from '../db/schema/index.ts';
import { DEMO_EMBEDDER, DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { ApiError } from '../http/api-error.ts';
import { expireReservations } from '../redemption/pending-redemption.ts';
import { refusalOutcome, scanRefusalOutcome, serverFailureOutcome } from './visit-outcomes.ts';

/**
 * Transaction outcomes on the real server and database (decision 0645): one row per signed-in consumer visit, moved
 * forward only by the offers answer, the identity check, the redemption and the reservation expiry job.
 */
const ctx = seededApp({ signIns: ['admin'] });
const LOAN_TYPES = ['New_Auto', 'Used_Auto', 'Auto_Refi', 'Unsecured_Loan', 'Short_Term_Loan', 'New_Moto', 'New_RV'];
const garciaId = DEMO_CONSUMERS.find((c) => c.accessCode === 'DEMO-1001')?.id ?? '';

const signIn = (accessCode: string, lastName: string) => signInConsumer(ctx.app, { accessCode, lastName });
const offersOf = (jwt: string) =>
  ctx.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } });
/** The visit's row: the session token's jti names it. */
async function visitRow(jwt: string) {
  const jti = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')).jti as string;
  const [row] = await ctx.db.select().from(transactions).where(eq(transactions.visitId, jti));
  return row;
}
async function loanOffers(jwt: string) {
  const list = v.parse(v.array(Offer), await (await offersOf(jwt)).json());
  return list.filter((offer) => LOAN_TYPES.includes(offer.productType) && offer.terms.length > 0);
}
const redeem = (jwt: string, offer: v.InferOutput<typeof Offer>, uploadLater: boolean) =>
  redeemFirstTerms(ctx.app, jwt, offer, uploadLater);

beforeAll(async () => {
  // Only Garcia came through the demo embedder (the seed gives it every consumer), so its read is his visits alone.
  await ctx.db.update(consumers).set({ embedderId: null }).where(ne(consumers.id, garciaId));
});

describe('transaction outcomes of consumer visits (decision 0645)', () => {
  it('records Offered once per visit at the first offers answer, not once per call', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    expect(await visitRow(jwt)).toBeUndefined();
    expect((await offersOf(jwt)).status).toBe(200);
    const first = await visitRow(jwt);
    expect(first).toMatchObject({ outcome: 'Offered', consumerId: garciaId, embedderId: DEMO_EMBEDDER.id });
    expect(first?.campaignId).toBeTruthy();
    // Every later call answers from the recorder's memory: no statement reaches the transactions table.
    const query = vi.spyOn(ctx.deps.db.$client, 'query');
    for (let i = 0; i < 5; i++) expect((await offersOf(jwt)).status).toBe(200);
    const texts = query.mock.calls.map(([statement]: unknown[]) =>
      typeof statement === 'string' ? statement : String((statement as { text?: unknown }).text ?? ''),
    );
    query.mockRestore();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes('"transactions"'))).toEqual([]);
    expect((await visitRow(jwt))?.updatedAt).toEqual(first?.updatedAt);
    // A second sign-in is a second visit.
    const again = await signIn('DEMO-1001', 'Garcia');
    await offersOf(again);
    expect((await visitRow(again))?.id).not.toBe(first?.id);
  });

  it('records Ineligible for a consumer with no offer', async () => {
    const jwt = await signIn('DEMO-1006', 'Rivera');
    expect((await offersOf(jwt)).status).toBe(404);
    expect(await visitRow(jwt)).toMatchObject({ outcome: 'Ineligible', fiId: null });
  });

  it('records Failed when the identity check refuses for good, and never moves back to Offered', async () => {
    const jwt = await signIn('DEMO-1005', 'Nguyen');
    expect((await offersOf(jwt)).status).toBe(200);
    const call = (method: string, path: string, body?: unknown) =>
      ctx.app.request(`/api/consumers/current/idverify/sessions${path}`, jsonRequest(method, body, jwt));
    const session = (await (await call('POST', '', { method: 'passcode' })).json()) as { sessionId: string };
    await call('POST', `/${session.sessionId}/otp`);
    const code = /\b(\d{6})\b/.exec((await listOutbox(ctx.db, { limit: 1 }))[0]?.body ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await call('PUT', `/${session.sessionId}/otp`, { passcode: wrong })).status);
      // A wrong code with attempts left ends nothing.
      if (i < 2) expect((await visitRow(jwt))?.outcome).toBe('Offered');
    }
    expect(statuses).toEqual([400, 400, 403]);
    expect((await visitRow(jwt))?.outcome).toBe('Failed');
    expect((await offersOf(jwt)).status).toBe(200);
    expect((await visitRow(jwt))?.outcome).toBe('Failed');
  });

  it('records Passed at a settled redemption with its lender, and the admin report shows it', async () => {
    await verifyAllIdentities(ctx.db);
    await satisfyAllStipulations(ctx.db);
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const [offer] = await loanOffers(jwt);
    if (!offer) throw new Error('Garcia has no loan offer');
    const redemption = await redeem(jwt, offer, false);
    expect(redemption.status).not.toBe('PENDING_DOCUMENTS');
    const row = await visitRow(jwt);
    expect(row).toMatchObject({ outcome: 'Passed', redemptionId: redemption.id });
    expect(row?.fiId).toBeTruthy();
    // Never backwards: the marketplace answered again is still a Passed visit.
    await offersOf(jwt);
    expect((await visitRow(jwt))?.outcome).toBe('Passed');

    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'transactionOutcome', operator: 'EQUAL', value: 'Passed' }]),
    );
    const report = await ctx.app.request(`/api/reports/redemptions?filter=${filter}`, authed('GET', ctx.tokens.admin));
    expect(report.status).toBe(200);
    const page = (await report.json()) as {
      content: { id: string; transactionOutcome: string }[];
      totalElements: number;
    };
    expect(page.content).toContainEqual(expect.objectContaining({ id: redemption.id, transactionOutcome: 'Passed' }));
    expect(page.content.every((r) => r.transactionOutcome === 'Passed')).toBe(true);
    expect(page.totalElements).toBe(page.content.length);
  });

  it('records Abandoned when the reservation of an unfinished redemption expires', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    await ctx.db.execute(sql`delete from stipulation_documents where consumer_id = ${garciaId}`);
    const offers = await loanOffers(jwt);
    const offer = offers.find((o) => !o.redemptionStatus);
    if (!offer) throw new Error('Garcia has no second loan offer');
    const redemption = await redeem(jwt, offer, true);
    expect(redemption.status).toBe('PENDING_DOCUMENTS');
    expect(await visitRow(jwt)).toMatchObject({ outcome: 'Offered', redemptionId: redemption.id });
    await ctx.db.execute(
      sql`update redemptions set created_at = now() - interval '73 hours' where id = ${redemption.id}`,
    );
    expect(await expireReservations(ctx.db, new Date())).toBe(1);
    expect((await visitRow(jwt))?.outcome).toBe('Abandoned');
  });

  it('records Passed on the visit that made a pending redemption when a later visit settles it', async () => {
    const jwt = await signIn('DEMO-1001', 'Garcia');
    const offer = (await loanOffers(jwt)).find((o) => !o.redemptionStatus);
    if (!offer) throw new Error('Garcia has no loan offer left');
    const redemption = await redeem(jwt, offer, true);
    expect(redemption.status).toBe('PENDING_DOCUMENTS');
    const later = await signIn('DEMO-1001', 'Garcia');
    await offersOf(later);
    await satisfyAllStipulations(ctx.db);
    const finish = await ctx.app.request(
      `/api/consumers/current/redemptions/pending/${redemption.id}`,
      jsonRequest('PATCH', { status: 'CREATED' }, later),
    );
    expect(finish.status).toBe(200);
    expect(await visitRow(jwt)).toMatchObject({ outcome: 'Passed', redemptionId: redemption.id });
    expect((await visitRow(later))?.outcome).toBe('Offered');
  });

  it('reads a tenant’s visits only: the lender its redemptions named, the embedder its consumers came through', async () => {
    const lenders = await Promise.all(
      DEMO_LENDERS.map((lender) => transactionOutcomeCounts(ctx.db, { fiId: lender.id })),
    );
    const embedder = await transactionOutcomeCounts(ctx.db, { embedderId: DEMO_EMBEDDER.id });
    const all = Object.fromEntries(
      (
        await ctx.db.execute<{ outcome: string; fi: string | null }>(sql`select outcome, fi_id as fi from transactions`)
      ).rows.map((r) => [r.outcome, r.fi]),
    );
    expect(all).toHaveProperty('Failed');
    // Only Garcia's visits are the embedder's: Nguyen's Failed and Rivera's Ineligible are not.
    expect(embedder).not.toHaveProperty('Failed');
    expect(embedder).not.toHaveProperty('Ineligible');
    expect(embedder.Passed).toBe(2);
    // The lenders see only the visits whose redemption named them (no Offered-only, Ineligible or Failed visit),
    // each visit by one lender: together they count exactly the rows that name a lender.
    const lenderOutcomes = lenders.flatMap((counts) => Object.keys(counts));
    expect(lenderOutcomes.every((outcome) => outcome === 'Passed' || outcome === 'Abandoned')).toBe(true);
    const total = lenders.flatMap((counts) => Object.values(counts)).reduce((a, b) => a + b, 0);
    const named = await ctx.db.execute<{ n: number }>(sql`select count(fi_id)::int as n from transactions`);
    expect(total).toBe(named.rows[0]?.n);
    expect(lenders.reduce((sum, counts) => sum + (counts.Passed ?? 0), 0)).toBe(2);
    expect(lenders.filter((counts) => Object.keys(counts).length > 0).length).toBeLessThan(DEMO_LENDERS.length);
  });
});

describe('which refusal ends a journey', () => {
  it('Failed for a check refused for good, Error for a failure, nothing for a refusal the consumer can get past', () => {
    expect(refusalOutcome(new ApiError(403, 'IDV_VALIDATION_FAILED', 'max retries'))).toBe('Failed');
    expect(refusalOutcome(new ApiError(403, 'IDV_SSNDOB_VALIDATION_FAILED', 'locked out'))).toBe('Failed');
    expect(refusalOutcome(new ApiError(400, 'IDV_VALIDATION_FAILED', 'mismatch'))).toBeNull();
    expect(refusalOutcome(new ApiError(410, 'IDV_SESSIONID_EXPIRED', 'expired'))).toBeNull();
    expect(refusalOutcome(new ApiError(502, 'IDV_VALIDATION_ERROR', 'vendor'))).toBe('Error');
    expect(refusalOutcome(new TypeError('boom'))).toBe('Error');
    expect(serverFailureOutcome(new ApiError(409, 'OFFER_ALREADY_REDEEMED' as never, 'taken'))).toBeNull();
    expect(serverFailureOutcome(new Error('db down'))).toBe('Error');
    expect(scanRefusalOutcome(new ApiError(429, 'VALIDATION_FAILED', 'too many'))).toBe('Failed');
    expect(scanRefusalOutcome(new ApiError(404, 'NOT_FOUND', 'no scan'))).toBeNull();
  });
});
