import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import { describePath, edgePathsOf, expectSendsExactly } from '../../machines/redemption/model-based.test-helper.ts';
import {
  REDEMPTION_EVENTS,
  type RedemptionEventType,
  type RedemptionStatus,
  redemptionLifecycle,
  redemptionMoves,
} from '../../machines/redemption/redemption-lifecycle.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { redeemFirstTerms, signInConsumer, verifyAllIdentities } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { redemptions } from '../db/schema/index.ts';
import { expireReservations } from '../redemption/pending-redemption.ts';

/**
 * The redemptionLifecycle machine replayed on the real server and database (model-based). Each generated path redeems
 * one of DEMO-1001 Garcia's loan offers: REDEEM once its requested documents are in, UPLOAD_LATER without them; then
 * DOCUMENTS_RECEIVED is the consumer's finish (PATCH status CREATED) once they are in, CANCEL the consumer's replace
 * (DELETE), EXPIRE the reservation job run past the reservation. After every step the stored status equals the
 * model's; in every state the consumer's finish and cancel the model refuses are refused by the API (409, the
 * machine's reason).
 */

const ctx = seededApp();
let jwt = '';
let loanOffers: v.InferOutput<typeof Offer>[] = [];
const LOAN_TYPES = ['New_Auto', 'Used_Auto', 'Auto_Refi', 'Unsecured_Loan', 'Short_Term_Loan', 'New_Moto', 'New_RV'];
const pendingUrl = (id: string) => `/api/consumers/current/redemptions/pending/${id}`;

/** Every document the offer asks for, stored as uploaded (this replay is about the status, not the documents). */
const documentsIn = (offerId: string) =>
  ctx.db.execute(sql`
    insert into stipulation_documents (consumer_id, offer_id, stipulation_id, file_name, media_type, size, content)
    select o.consumer_id, o.id, s.id, 'test.pdf', 'application/pdf', 1, '\\x25'::bytea
    from offers o join stipulations s on s.product_id = o.product_id where o.id = ${offerId}
    on conflict do nothing`);

const redeem = async (offer: v.InferOutput<typeof Offer>, uploadLater: boolean) =>
  (await redeemFirstTerms(ctx.app, jwt, offer, uploadLater)).id;

const finish = (id: string) => ctx.app.request(pendingUrl(id), jsonRequest('PATCH', { status: 'CREATED' }, jwt));
const cancel = (id: string) =>
  ctx.app.request(pendingUrl(id), { method: 'DELETE', headers: { authorization: `Bearer ${jwt}` } });

async function stored(id: string) {
  const [row] = await ctx.db.select({ status: redemptions.status }).from(redemptions).where(eq(redemptions.id, id));
  return row?.status;
}

/** Drives one event; answers the redemption's id (created by the first event). */
async function drive(event: RedemptionEventType, offer: v.InferOutput<typeof Offer>, id: string): Promise<string> {
  switch (event) {
    case 'REDEEM':
      await documentsIn(offer.id);
      return redeem(offer, false);
    case 'UPLOAD_LATER':
      return redeem(offer, true);
    case 'DOCUMENTS_RECEIVED': {
      await documentsIn(offer.id);
      expect((await finish(id)).status).toBe(200);
      return id;
    }
    case 'CANCEL':
      expect((await cancel(id)).status).toBe(204);
      return id;
    case 'EXPIRE': {
      const now = new Date();
      await ctx.db.execute(sql`update redemptions set created_at = now() - interval '73 hours' where id = ${id}`);
      expect(await expireReservations(ctx.db, now)).toBe(1);
      return id;
    }
  }
}

/** The consumer's finish and cancel in `status`: refused with the machine's reason where it refuses them. */
async function expectRefusals(id: string, status: RedemptionStatus) {
  for (const [event, send] of [
    ['DOCUMENTS_RECEIVED', finish],
    ['CANCEL', cancel],
  ] as const) {
    const move = redemptionMoves.move(status, event);
    if ('next' in move) continue;
    const answer = await send(id);
    expect(answer.status, event).toBe(409);
    expect(await answer.json()).toMatchObject({ message: move.refused });
    expect(await stored(id)).toBe(status);
  }
}

const edgePaths = edgePathsOf(redemptionLifecycle, REDEMPTION_EVENTS);

beforeAll(async () => {
  jwt = await signInConsumer(ctx.app);
  const offers = v.parse(
    v.array(Offer),
    await (
      await ctx.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } })
    ).json(),
  );
  loanOffers = offers.filter((offer) => LOAN_TYPES.includes(offer.productType) && offer.terms.length > 0);
  await verifyAllIdentities(ctx.db);
});

describe('redemption lifecycle replayed on the API and the reservation job (model-based)', () => {
  it('covers every event of the machine, with an offer of its own for each path', () => {
    expectSendsExactly(edgePaths, REDEMPTION_EVENTS);
    expect(loanOffers.length).toBeGreaterThanOrEqual(edgePaths.length);
  });

  it.each(edgePaths.map((path, index) => [describePath(path), path, index] as const))('%s', async (_, path, index) => {
    const offer = loanOffers[index];
    if (!offer) throw new Error('no offer left for this path');
    let id = '';
    for (const step of path.steps.slice(1)) {
      id = await drive(step.event.type as RedemptionEventType, offer, id);
      expect(await stored(id), step.event.type).toBe(step.state.value);
      await expectRefusals(id, step.state.value as RedemptionStatus);
    }
    // One journey at a time: a reservation left waiting is replaced so the next path can redeem.
    if (path.state.value === 'PENDING_DOCUMENTS') expect((await cancel(id)).status).toBe(204);
  });
});
