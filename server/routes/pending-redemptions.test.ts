import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Consumer, type Offer } from '../../api/consumer.ts';
import { PendingRedemption, Redemption } from '../../api/redemptions.ts';
import { Stipulation } from '../../api/stipulations.ts';
import { Money } from '../../domain/payments/decimal.ts';
import { onePagePdf } from '../../tests/fixtures/pdf.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { demoConsumerOffer, verifyAllIdentities } from '../../tests/integration/demo-consumer.ts';
import { newestMessageTo } from '../../tests/integration/outbox.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { identitySessions, offers, products, redemptions } from '../db/schema/index.ts';
import { expireReservations } from '../redemption/pending-redemption.ts';

/** DEMO-1001 Garcia's mobile number (server/db/seed-consumers.ts). */
const GARCIA_MOBILE = '3035550101';

let jwt = '';
let auto: v.InferOutput<typeof Offer>;
let loan: v.InferOutput<typeof Offer>;

const auth = (token = jwt) => ({ authorization: `Bearer ${token}` });
const redeem = (offerId: string, body: object, token = jwt) =>
  ctx.app.request(`/api/consumers/current/offers/${offerId}/redemptions`, jsonRequest('POST', body, token));
const pendingUrl = (id: string) => `/api/consumers/current/redemptions/pending/${id}`;
const me = async () =>
  v.parse(Consumer, await (await ctx.app.request('/api/consumers/current', { headers: auth() })).json());
let PDF: Uint8Array<ArrayBuffer>;
const uploadAll = async (offerId: string, token = jwt) => {
  const base = `/api/consumers/current/offers/${offerId}/stipulations`;
  const list = v.parse(
    v.array(Stipulation),
    await (await ctx.app.request(base, { method: 'POST', headers: auth(token) })).json(),
  );
  for (const stipulation of list) {
    const form = new FormData();
    form.append('stipDocument', new File([PDF], `${stipulation.name}.pdf`));
    expect(
      (await ctx.app.request(`${base}/${stipulation.id}`, { method: 'POST', headers: auth(token), body: form })).status,
    ).toBe(200);
  }
};
/** The redeem inventory of the offer's product. */
const redeemedAmount = async (offerId: string) => {
  const [row] = await ctx.db
    .select({ count: products.redeemedCount, amount: products.redeemedAmount })
    .from(products)
    .innerJoin(offers, eq(offers.productId, products.id))
    .where(eq(offers.id, offerId));
  return [row?.count, row?.amount];
};

const ctx = seededApp();
beforeAll(async () => {
  PDF = await onePagePdf();
  ({ jwt, offer: auto } = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'New_Auto'));
  ({ offer: loan } = await demoConsumerOffer(ctx.app, 'DEMO-1001', 'Garcia', 'Unsecured_Loan'));
  await verifyAllIdentities(ctx.db);
});

describe('redeeming with documents still to come', () => {
  it('refuses to redeem before the identity is verified', async () => {
    await ctx.db.delete(identitySessions);
    const unverified = await redeem(auto.id, { amount: '20000', term: 60, uploadLater: true });
    expect(unverified.status).toBe(403);
    expect(await unverified.json()).toMatchObject({ code: 'IDV_VALIDATION_FAILED' });
    await verifyAllIdentities(ctx.db);
  });

  it('asks for the documents first, or reserves the offer as PENDING_DOCUMENTS when they come later', async () => {
    const refused = await redeem(auto.id, { amount: '20000', term: 60 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'OFFER_REDEMPTION_STIPS_PENDING' });
    const addOn = auto.addOns[0];
    const later = await redeem(auto.id, { amount: '20000', term: 60, uploadLater: true, addOns: [addOn?.id] });
    expect(later.status).toBe(201);
    const created = v.parse(Redemption, await later.json());
    expect(created.status).toBe('PENDING_DOCUMENTS');
    const consumer = await me();
    expect(consumer.pendingRedemptionId).toBe(created.id);
    expect(consumer.workflowState).toContain('PENDING_DOCUMENTS');
    // The link to finish later is mailed to the consumer (the sandbox outbox), with the reservation it holds.
    const link = await newestMessageTo(ctx.db, 'maria.garcia@example.com');
    expect(link?.subject).toBe('Upload your documents to finish your offer');
    expect(link?.body).toContain('reserved for 72 hours');
    expect(link?.body).toContain(`/consumer/offers/pending?redemption=${created.id}`);
    // …and texted to their mobile number (001 §4 "by text and email"), kept in the same sandbox outbox.
    const text = await newestMessageTo(ctx.db, GARCIA_MOBILE, 'SMS');
    expect(text?.body).toContain(`/consumer/offers/pending?redemption=${created.id}`);
    expect(text?.body).toContain('reserved for 72 hours');
    // One journey at a time: another offer waits until this one is continued or replaced.
    const other = await redeem(loan.id, { amount: '5000', uploadLater: true });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ code: 'OFFER_REDEMPTION_PENDING' });

    const pending = v.parse(
      PendingRedemption,
      await (await ctx.app.request(pendingUrl(created.id), { headers: auth() })).json(),
    );
    expect(pending).toMatchObject({
      id: created.id,
      offerId: auto.id,
      status: 'PENDING_DOCUMENTS',
      amount: '20000.00',
    });
    expect(pending.offerToRedeem.id).toBe(auto.id);
    // Add-ons are answered in full, as the offer has them.
    expect(pending.addOns).toEqual([addOn]);

    const patched = await ctx.app.request(
      pendingUrl(created.id),
      jsonRequest('PATCH', { id: created.id, amount: '18000', term: 48 }, jwt),
    );
    expect(v.parse(PendingRedemption, await patched.json())).toMatchObject({ amount: '18000.00', term: 48 });
    expect(await redeemedAmount(auto.id)).toEqual([1, '18000.00']);
    const tooMuch = await ctx.app.request(pendingUrl(created.id), jsonRequest('PATCH', { amount: '9000000' }, jwt));
    expect(tooMuch.status).toBe(400);
    // The changed redemption is held to the offer's own terms too (issue 17 item 9).
    const noSuchTerm = await ctx.app.request(pendingUrl(created.id), jsonRequest('PATCH', { term: 7 }, jwt));
    expect(noSuchTerm.status).toBe(400);
    expect(await noSuchTerm.json()).toMatchObject({ message: 'This offer has no 7-month term.' });
    const term48 = auto.terms.find((t) => t.term === 48);
    const above = auto.terms.find((t) => t.term !== 48 && new Money(t.limit).gt(new Money(term48?.limit ?? '0')));
    if (term48 && above) {
      const overLimit = await ctx.app.request(
        pendingUrl(created.id),
        jsonRequest('PATCH', { amount: above.limit }, jwt),
      );
      expect(overLimit.status).toBe(400);
      expect(await overLimit.json()).toMatchObject({ issues: [{ path: 'amount' }] });
    }
    expect(await redeemedAmount(auto.id)).toEqual([1, '18000.00']);
    const early = await ctx.app.request(pendingUrl(created.id), jsonRequest('PATCH', { status: 'CREATED' }, jwt));
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'OFFER_REDEMPTION_STIPS_PENDING' });

    await uploadAll(auto.id);
    const done = await ctx.app.request(pendingUrl(created.id), jsonRequest('PATCH', { status: 'CREATED' }, jwt));
    expect(done.status).toBe(200);
    expect(v.parse(PendingRedemption, await done.json())).toMatchObject({ status: 'CREATED' });
    const after = await me();
    expect(after.pendingRedemptionId).toBeNull();
    expect(after.workflowState).not.toContain('PENDING_DOCUMENTS');
    expect((await ctx.app.request(pendingUrl(created.id), { headers: auth() })).status).toBe(404);
  });

  it('cancels a pending redemption: the offer is released and the marketplace opens again', async () => {
    const later = v.parse(Redemption, await (await redeem(loan.id, { amount: '5000', uploadLater: true })).json());
    expect(await redeemedAmount(loan.id)).toEqual([1, '5000.00']);
    const cancelled = await ctx.app.request(pendingUrl(later.id), { method: 'DELETE', headers: auth() });
    expect(cancelled.status).toBe(204);
    expect(await redeemedAmount(loan.id)).toEqual([0, '0.00']);
    expect((await me()).pendingRedemptionId).toBeNull();
    const gone = await ctx.app.request(pendingUrl(later.id), { headers: auth() });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'OFFER_REDEEMED_NOTFOUND' });
    // Replaced: the same offer can be redeemed again.
    expect((await redeem(loan.id, { amount: '6000', uploadLater: true })).status).toBe(201);
  });

  it('expires a reservation still waiting for documents after 72 hours, releasing the offer; a newer one stays', async () => {
    const [pending] = await ctx.db
      .select()
      .from(redemptions)
      .where(eq(redemptions.status, 'PENDING_DOCUMENTS'))
      .orderBy(desc(redemptions.createdAt))
      .limit(1);
    if (!pending) throw new Error('expected the pending redemption the previous test left');
    const now = new Date();
    expect(await expireReservations(ctx.db, now)).toBe(0);
    await ctx.db
      .update(redemptions)
      .set({ createdAt: new Date(now.getTime() - 73 * 3_600_000) })
      .where(eq(redemptions.id, pending.id));
    const before = await redeemedAmount(pending.offerId);
    expect(await expireReservations(ctx.db, now)).toBe(1);
    const [after] = await ctx.db.select().from(redemptions).where(eq(redemptions.id, pending.id));
    expect(after?.status).toBe('EXPIRED');
    const released = await redeemedAmount(pending.offerId);
    expect(released[0]).toBe((before[0] as number) - 1);
    expect((await me()).pendingRedemptionId).toBeNull();
    // The mailed link's reservation now answers that it expired, not that it was never there.
    const gone = await ctx.app.request(pendingUrl(pending.id), { headers: auth() });
    expect(gone.status).toBe(410);
    expect(await gone.json()).toMatchObject({ code: 'OFFERS_EXPIRED' });
    // Run again: nothing left to expire.
    expect(await expireReservations(ctx.db, now)).toBe(0);
  });

  it('refuses a body id that is not the path id', async () => {
    const mismatch = await ctx.app.request(
      pendingUrl('00000000-0000-4000-8000-000000000001'),
      jsonRequest('PATCH', { id: '00000000-0000-4000-8000-000000000002' }, jwt),
    );
    expect(mismatch.status).toBe(400);
  });
});

describe('redirect offers', () => {
  it("answers the lender's page with the loan lead for a redeemed redirect offer, and nothing for others", async () => {
    const { jwt: nguyen, offer: improvement } = await demoConsumerOffer(
      ctx.app,
      'DEMO-1005',
      'Nguyen',
      'Home_Improvement_Loan',
    );
    const { offer: consolidation } = await demoConsumerOffer(ctx.app, 'DEMO-1005', 'Nguyen', 'Unsecured_Loan');
    const redirectOf = (redemptionId: string) =>
      ctx.app.request(
        '/api/consumers/current/offers/redemptions/integrations/redirect',
        jsonRequest('POST', { redemptionId }, nguyen),
      );
    const redeemAs = async (offerId: string, amount: string) => {
      await uploadAll(offerId, nguyen);
      return v.parse(Redemption, await (await redeem(offerId, { amount }, nguyen)).json());
    };
    const viaLender = await redeemAs(consolidation.id, '10000');
    expect(viaLender.redirect).toBe(true);
    const page = (await (await redirectOf(viaLender.id)).json()) as { url: string };
    expect(page.url).toBe(`https://bright-lending.example/apply?lead=${viaLender.loanLeadId}`);
    const here = await redeemAs(improvement.id, '15000');
    expect(here.redirect).toBe(false);
    expect((await redirectOf(here.id)).status).toBe(400);
    const missing = await redirectOf('00000000-0000-4000-8000-000000000000');
    expect(await missing.json()).toMatchObject({ code: 'OFFER_REDEEMED_NOTFOUND' });
  });
});

describe('the demo consumer with a redemption waiting for documents', () => {
  it('has a real pending redemption to continue or replace', async () => {
    const signIn = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: 'DEMO-1003', lastName: 'Johnson' }),
    );
    const johnson = ((await signIn.json()) as { jwt: string }).jwt;
    const consumer = v.parse(
      Consumer,
      await (await ctx.app.request('/api/consumers/current', { headers: auth(johnson) })).json(),
    );
    expect(consumer.workflowState).toContain('PENDING_DOCUMENTS');
    const pending = await ctx.app.request(pendingUrl(consumer.pendingRedemptionId ?? ''), { headers: auth(johnson) });
    expect(pending.status).toBe(200);
    expect(v.parse(PendingRedemption, await pending.json())).toMatchObject({ status: 'PENDING_DOCUMENTS' });
  });
});
