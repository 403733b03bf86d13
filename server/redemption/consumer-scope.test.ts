import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import type { ConsumerScope } from '../db/queries/scope.ts';
import { offers, products, redeemJourneys, redemptions } from '../db/schema/index.ts';
import { DEMO_CONSUMERS } from '../db/seed-consumers.ts';
import { mintConsumerScope } from '../http/tenant-scope.ts';
import { applicationOptionsOf } from './application-details.ts';
import { redemptionProgress, saveRedemptionProgress } from './journey-progress.ts';
import { lenderRedirect } from './lender-redirect.ts';
import { cancelPendingRedemption } from './pending-redemption.ts';
import { deleteOfferStipulation, listOfferStipulations } from './stipulations.ts';

/*
 * The consumer's redeem-journey calls take the consumer's scope (docs/decisions/0505-query-layer.md): each reads and
 * writes the scope's consumer's own offers and redemptions, and answers another consumer's as not found.
 */
const t = twoTenantsFixture();
const KEY = Buffer.alloc(32, 7);

/** The consumer's first eligible offer, read straight from the table. */
const offerOf = async (scope: ConsumerScope) => {
  const [offer] = await t.db
    .select({ id: offers.id, terms: offers.terms })
    .from(offers)
    .where(and(eq(offers.consumerId, scope.consumerId), eq(offers.status, 'ELIGIBLE')))
    .orderBy(offers.id)
    .limit(1);
  if (!offer) throw new Error('the demo consumer has no eligible offer');
  return offer;
};
const journeysOf = (scope: ConsumerScope) =>
  t.db.select().from(redeemJourneys).where(eq(redeemJourneys.consumerId, scope.consumerId));

/** DEMO-1003, whom the seed gives a redemption waiting for documents. */
const pendingOwner = () => {
  const demo = DEMO_CONSUMERS.find((consumer) => consumer.pendingRedemptionId);
  if (!demo?.pendingRedemptionId) throw new Error('the seed has no pending redemption');
  return { scope: mintConsumerScope({ sub: demo.id, realm: 'consumer' }), redemptionId: demo.pendingRedemptionId };
};
const redemptionRow = async (id: string) => (await t.db.select().from(redemptions).where(eq(redemptions.id, id)))[0];

describe('the redeem journey stays within its consumer', () => {
  it('application options: the scope’s own offer only', async () => {
    const [garcia, other] = t.consumer;
    const offer = await offerOf(garcia);
    expect(await applicationOptionsOf(t.db, garcia, offer.id)).toHaveProperty('employmentStatuses');
    await expect(applicationOptionsOf(t.db, other, offer.id)).rejects.toMatchObject({ status: 404 });
  });

  it('journey progress: saved and read for the scope’s own offer, never another’s', async () => {
    const [garcia, other] = t.consumer;
    const offer = await offerOf(garcia);
    const term = offer.terms[0];
    if (!term) throw new Error('the offer has no term');
    const application = { amount: term.minimum, term: term.term > 0 ? term.term : null, addOns: [] };
    const otherBefore = await journeysOf(other);
    const saved = await saveRedemptionProgress(t.db, garcia, offer.id, application);
    expect(saved).toMatchObject({ offerId: offer.id, application: { amount: term.minimum } });
    expect(await redemptionProgress(t.db, garcia, offer.id)).toEqual(saved);
    await expect(redemptionProgress(t.db, other, offer.id)).rejects.toMatchObject({ status: 404 });
    await expect(saveRedemptionProgress(t.db, other, offer.id, application)).rejects.toMatchObject({ status: 404 });
    expect(await journeysOf(other)).toEqual(otherBefore);
    expect(await journeysOf(garcia)).toHaveLength(1);
  });

  it('stipulations: listed and removed on the scope’s own offer only', async () => {
    const [garcia, other] = t.consumer;
    const offer = await offerOf(garcia);
    expect(Array.isArray(await listOfferStipulations(t.db, KEY, garcia, offer.id))).toBe(true);
    const refused = { code: 'OFFER_PRODUCT_NOT_FOUND' };
    await expect(listOfferStipulations(t.db, KEY, other, offer.id)).rejects.toMatchObject(refused);
    await expect(
      deleteOfferStipulation(t.db, KEY, other, { offerId: offer.id, stipulationId: 'any' }),
    ).rejects.toMatchObject(refused);
  });

  it('a pending redemption is cancelled by its own consumer only', async () => {
    const owner = pendingOwner();
    const [garcia] = t.consumer;
    await expect(cancelPendingRedemption(t.db, garcia, owner.redemptionId)).rejects.toMatchObject({ status: 404 });
    expect((await redemptionRow(owner.redemptionId))?.status).toBe('PENDING_DOCUMENTS');
    await cancelPendingRedemption(t.db, owner.scope, owner.redemptionId);
    expect((await redemptionRow(owner.redemptionId))?.status).toBe('CANCELLED');
  });

  it('the lender redirect of a redemption is its own consumer’s only', async () => {
    const owner = pendingOwner();
    const [garcia] = t.consumer;
    // The seeded redemption made a settled redirect one: a product completed on the lender's site.
    const row = await redemptionRow(owner.redemptionId);
    if (!row) throw new Error('no seeded redemption');
    await t.db.update(redemptions).set({ status: 'CREATED' }).where(eq(redemptions.id, row.id));
    await t.db.update(products).set({ redirectUrl: 'https://lender.test/apply' }).where(eq(products.id, row.productId));
    const notFound = { code: 'OFFER_REDEEMED_NOTFOUND' };
    await expect(lenderRedirect(t.db, garcia, row.id)).rejects.toMatchObject(notFound);
    expect((await lenderRedirect(t.db, owner.scope, row.id)).url).toMatch(/^https:\/\/lender\.test\/apply\?lead=/);
  });
});
