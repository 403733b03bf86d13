import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../api/consumer.ts';
import { Redemption } from '../../api/redemptions.ts';
import { formatPercent } from '../../domain/format/money.ts';
import { Money } from '../../domain/payments/decimal.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { demoConsumerOffer, redeemableDemoOffer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { offers, redemptions } from '../db/schema/index.ts';

let jwt = '';
let offer: v.InferOutput<typeof Offer>;

const post = (offerId: string, body: unknown, key?: string) => {
  const init = jsonRequest('POST', body, jwt);
  if (key) (init.headers as Record<string, string>)['Idempotency-Key'] = key;
  return ctx.app.request(`/api/consumers/current/offers/${offerId}/redemptions`, init);
};

const ctx = seededApp();
beforeAll(async () => {
  // Redeeming itself is under test here; the documents' own rules are in pending-redemptions.test.ts.
  ({ jwt, offer } = await redeemableDemoOffer(ctx));
});

describe('POST /api/consumers/current/offers/{id}/redemptions', () => {
  it('holds a redemption to the offer’s own terms: no other term, no amount above the chosen term’s limit', async () => {
    // Two terms with their own limits (as a lender sets them): 35,000 fits the 60-month term, not the 36-month one.
    const [row] = await ctx.db.select({ terms: offers.terms }).from(offers).where(eq(offers.id, offer.id));
    const apr = row?.terms[0]?.apr ?? '6.5';
    const terms = [
      { term: 36, minimum: '1000', limit: '20000', apr },
      { term: 60, minimum: '1000', limit: '40000', apr },
    ];
    await ctx.db.update(offers).set({ terms }).where(eq(offers.id, offer.id));
    const noSuchTerm = await post(offer.id, { amount: '5000', term: 7 });
    expect(noSuchTerm.status).toBe(400);
    expect(await noSuchTerm.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This offer has no 7-month term.',
      issues: [{ path: 'term' }],
    });
    const overTermLimit = await post(offer.id, { amount: '35000', term: 36 });
    expect(overTermLimit.status).toBe(400);
    expect(await overTermLimit.json()).toMatchObject({
      message: 'Enter an amount between 1000.00 and 20000.00 for the 36-month term',
      issues: [{ path: 'amount' }],
    });
    expect(await ctx.db.select().from(redemptions).where(eq(redemptions.offerId, offer.id))).toEqual([]);
  });

  it('redeems once, replays a retry with the same Idempotency-Key, and refuses a second redemption', async () => {
    const first = await post(offer.id, { amount: '15000', term: 60 }, 'nguyen-redeem-1');
    expect(first.status).toBe(201);
    const created = v.parse(Redemption, await first.json());
    expect(created).toMatchObject({ offerId: offer.id, status: 'CREATED', amount: '15000.00', term: 60 });
    const [stored] = await ctx.db.select().from(redemptions).where(eq(redemptions.id, created.id));
    expect(created.certificateNumber).toBe(`OW-${stored?.certificateNumber}`);
    expect(created.certificateNumber).not.toBe(`OW-${created.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    const retry = await post(offer.id, { amount: '15000', term: 60 }, 'nguyen-redeem-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(v.parse(Redemption, await retry.json())).toEqual(created);
    const reused = await post(offer.id, { amount: '16000', term: 60 }, 'nguyen-redeem-1');
    expect(reused.status).toBe(422);
    const second = await post(offer.id, { amount: '15000', term: 60 });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'OFFER_ALREADY_REDEEMED' });
  });

  it('refuses bad input with a clear error and no 500', async () => {
    expect((await post(offer.id, { amount: 'lots' })).status).toBe(400);
    expect((await post('not-an-id', { amount: '100' })).status).toBe(400);
    const unknown = await post('00000000-0000-4000-8000-000000000000', { amount: '100' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'OFFER_PRODUCT_NOT_FOUND' });
    expect((await post(offer.id, { amount: '100' }, 'bad key!')).status).toBe(400);
  });

  it("answers RATE_CHANGED when the rate the consumer was shown is no longer the offer's, and redeems at the new one", async () => {
    const other = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Unsecured_Loan');
    const term = other.offer.terms[0];
    const shown = term?.apr ?? '0';
    // Re-evaluated after the consumer saw it: one point higher.
    const [row] = await ctx.db.select({ terms: offers.terms }).from(offers).where(eq(offers.id, other.offer.id));
    const raised = (row?.terms ?? []).map((t) => ({ ...t, apr: new Money(t.apr).plus(1).toFixed(3) }));
    await ctx.db.update(offers).set({ terms: raised }).where(eq(offers.id, other.offer.id));
    const body = { amount: term?.minimum ?? '1000', term: term?.term, apr: shown };
    const changed = await post(other.offer.id, body);
    expect(changed.status).toBe(409);
    const newRate = raised[0]?.apr ?? '';
    expect(await changed.json()).toEqual({
      code: 'RATE_CHANGED',
      message: `The rate for this offer is now ${formatPercent(newRate)} APR.`,
    });
    expect((await post(other.offer.id, { ...body, apr: newRate })).status).toBe(201);
  });

  it('numbers every certificate from one sequence: the seeded ones and the new ones all differ', async () => {
    const rows = await ctx.db.select({ number: redemptions.certificateNumber }).from(redemptions);
    expect(rows.length).toBeGreaterThan(2);
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    for (const row of rows) expect(`OW-${row.number}`).toMatch(/^OW-\d{8}$/);
  });
});
