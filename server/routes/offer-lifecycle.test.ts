import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import {
  OFFER_EVENTS,
  type OfferEventType,
  offerLifecycle,
  offerMoves,
} from '../../machines/campaign/offer-lifecycle.ts';
import {
  edgePathsOf,
  expectSendsExactly,
  itFollowsEachPath,
} from '../../machines/redemption/model-based.test-helper.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { consumers, offers, products } from '../db/schema/index.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';

/**
 * The offerLifecycle machine replayed on the real server and database (model-based). The engine's answers are sent
 * as the consumer's stated income (PATCH /consumers/current re-runs the engine): 50,000 a year is an OFFER of the
 * short-term loan, 15,000 a DECLINE (its rule asks more). Each path starts with no offer of that product stored
 * (`generating`, the row deleted); after every step the status the offers list reports (none while generating)
 * equals the model's, and every answer the model refuses there leaves it as it is (the row not written at all).
 */

const ctx = seededApp();
const GARCIA = DEMO_CONSUMERS.find((consumer) => consumer.accessCode === 'DEMO-1002');
const INCOME: Record<OfferEventType, string> = { OFFER: '50000', DECLINE: '15000' };
const PRODUCT_TYPE = 'Short_Term_Loan';
let jwt = '';

const answer = async (event: OfferEventType) => {
  const patched = await ctx.app.request(
    '/api/consumers/current',
    jsonRequest('PATCH', { annualIncome: INCOME[event] }, jwt),
  );
  expect(patched.status, event).toBe(200);
};
const reported = async (): Promise<string> => {
  const list = await ctx.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } });
  const offer = v.parse(v.array(Offer), await list.json()).find((row) => row.productType === PRODUCT_TYPE);
  return offer?.status ?? 'generating';
};
/** The stored offer's last write (a refused answer writes nothing, not even its own status again). */
const storedOffers = () =>
  ctx.db
    .select({ id: offers.id, status: offers.status, updatedAt: offers.updatedAt })
    .from(offers)
    .innerJoin(products, eq(offers.productId, products.id))
    .where(and(eq(offers.consumerId, GARCIA?.id ?? ''), eq(products.productType, PRODUCT_TYPE)));

/** Back to the engine's first answer: no offer of the product stored for the consumer. */
async function forget() {
  for (const row of await storedOffers()) await ctx.db.delete(offers).where(eq(offers.id, row.id));
  // The offers list is cached by the consumer's offers version, as every write of the server bumps it.
  await ctx.db
    .update(consumers)
    .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
    .where(eq(consumers.id, GARCIA?.id ?? ''));
}

async function expectRefusals(status: string) {
  for (const event of OFFER_EVENTS) {
    const stored = status === 'generating' ? null : (status as 'ELIGIBLE' | 'REDACTED');
    if (stored ? offerMoves.next(stored, event) !== null : event === 'OFFER') continue;
    const before = await storedOffers();
    await answer(event);
    expect(await reported(), `${status} after a refused ${event}`).toBe(status);
    expect(await storedOffers(), `${status}: a refused ${event} writes nothing`).toEqual(before);
  }
}

const edgePaths = edgePathsOf(offerLifecycle, OFFER_EVENTS);

beforeAll(async () => {
  jwt = await signInConsumer(ctx.app, GARCIA);
});

describe('offer lifecycle replayed on the API (model-based)', () => {
  it('covers every event of the machine', () => {
    expectSendsExactly(edgePaths, OFFER_EVENTS);
  });

  itFollowsEachPath(edgePaths, async (path) => {
    await forget();
    expect(await reported()).toBe(path.steps[0]?.state.value);
    await expectRefusals('generating');
    for (const step of path.steps.slice(1)) {
      await answer(step.event.type as OfferEventType);
      expect(await reported(), step.event.type).toBe(step.state.value);
      await expectRefusals(step.state.value as string);
    }
  });
});
