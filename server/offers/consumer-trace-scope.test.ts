import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { offers, products } from '../db/schema/index.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { traceConsumer, traceConsumerForWhyNoOffer } from './consumer-trace.ts';

/** traceConsumer answers the scope's lender its own products only (docs/decisions/0505-query-layer.md). */
const t = twoTenantsFixture();
const campaign = DEMO_CAMPAIGNS.current.id;
const inCurrent = DEMO_CONSUMERS.filter((demo) => demo.campaign === 'current');

const productIdsOf = async (fiId: string) =>
  new Set((await t.db.select({ id: products.id }).from(products).where(eq(products.fiId, fiId))).map((row) => row.id));
/** Whether the consumer holds a stored offer of one of these products in the campaign. */
const holdsOfferOf = async (consumerId: string, productIds: ReadonlySet<string>) =>
  (
    await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(
          eq(offers.campaignId, campaign),
          eq(offers.consumerId, consumerId),
          inArray(offers.productId, [...productIds]),
        ),
      )
  ).length > 0;

describe('a consumer’s rule trace stays within the scope’s lender', () => {
  it('each lender sees its own products only; an admin and the consumer see every one', async () => {
    const [summit, harbor] = t.fi;
    const summitProducts = await productIdsOf(summit.fiId);
    const harborProducts = await productIdsOf(harbor.fiId);
    let seen = { summit: 0, harbor: 0 };
    for (const demo of inCurrent) {
      const mine = await traceConsumer(t.db, summit, campaign, demo.id);
      const theirs = await traceConsumer(t.db, harbor, campaign, demo.id);
      const all = await traceConsumer(t.db, t.admin, campaign, demo.id);
      const ids = (trace: typeof mine) => (trace?.products ?? []).map((product) => product.productId);
      expect(
        ids(mine).every((id) => summitProducts.has(id)),
        demo.accessCode,
      ).toBe(true);
      expect(
        ids(theirs).every((id) => harborProducts.has(id)),
        demo.accessCode,
      ).toBe(true);
      expect(ids(all)).toEqual(expect.arrayContaining([...ids(mine), ...ids(theirs)]));
      expect(all?.masked).toBe(false);
      // A lender sees values only for a consumer it made an offer.
      expect(mine?.masked, demo.accessCode).toBe(!(await holdsOfferOf(demo.id, summitProducts)));
      expect(theirs?.masked, demo.accessCode).toBe(!(await holdsOfferOf(demo.id, harborProducts)));
      expect(await traceConsumerForWhyNoOffer(t.db, campaign, demo.id)).toEqual(all);
      seen = { summit: seen.summit + ids(mine).length, harbor: seen.harbor + ids(theirs).length };
    }
    expect(seen.summit).toBeGreaterThan(0);
    expect(seen.harbor).toBeGreaterThan(0);
  });
});
