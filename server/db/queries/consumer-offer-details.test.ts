import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { offers, productDisclosures, productFaqs, products } from '../schema/index.ts';
import { offerDisclosures, offerFaqs, offeringLender } from './consumer-offer-details.ts';
import type { ConsumerScope } from './scope.ts';

const t = twoTenantsFixture();

const firstOfferOf = async (scope: ConsumerScope) => {
  const [offer] = await t.db
    .select({ id: offers.id, productId: offers.productId, fiId: products.fiId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(eq(offers.consumerId, scope.consumerId))
    .orderBy(asc(offers.id))
    .limit(1);
  if (!offer) throw new Error('the demo consumer has no offers');
  return offer;
};

describe('consumer offer detail queries stay within their consumer', () => {
  it("answers the texts of the scope's consumer's offers only", async () => {
    const [garcia, other] = t.consumer;
    const mine = await firstOfferOf(garcia);
    const theirs = await firstOfferOf(other);
    const disclosuresOfMine = await t.db
      .select({ id: productDisclosures.id })
      .from(productDisclosures)
      .where(eq(productDisclosures.productId, mine.productId));
    expect(disclosuresOfMine.length).toBeGreaterThan(0);

    expect((await offerDisclosures(t.db, garcia, { offerId: mine.id }))?.map((row) => row.id).sort()).toEqual(
      disclosuresOfMine.map((row) => row.id).sort(),
    );
    expect(await offerDisclosures(t.db, garcia, { offerId: theirs.id })).toBeNull();
    const faqsOfMine = await t.db.select().from(productFaqs).where(eq(productFaqs.productId, mine.productId));
    expect(await offerFaqs(t.db, garcia, { offerId: mine.id })).toHaveLength(faqsOfMine.length);
    expect(await offerFaqs(t.db, garcia, { offerId: theirs.id })).toBeNull();
  });

  it('answers a lender only to a consumer with an offer from it', async () => {
    const [garcia, other] = t.consumer;
    const { fiId } = await firstOfferOf(other);
    // The seed offers both consumers every lender's products: this lender now offers Garcia nothing.
    const itsProducts = t.db.select({ id: products.id }).from(products).where(eq(products.fiId, fiId));
    await t.db
      .delete(offers)
      .where(and(eq(offers.consumerId, garcia.consumerId), inArray(offers.productId, itsProducts)));

    expect(await offeringLender(t.db, other, { fiId })).toMatchObject({ id: fiId });
    expect(await offeringLender(t.db, garcia, { fiId })).toBeUndefined();
  });
});
