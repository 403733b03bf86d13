import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { mintConsumerScope } from '../../http/tenant-scope.ts';
import { offerEvents, offers, products } from '../schema/index.ts';
import { DEMO_CAMPAIGNS } from '../seed-campaign.ts';
import { upsertEnrollment } from './lender-campaigns.ts';
import { campaignMetrics, lenderCampaigns, recordOfferEvents } from './offer-metrics.ts';

const t = twoTenantsFixture();
const { current, next } = DEMO_CAMPAIGNS;

/** The lender's live offers in a campaign, read straight from the tables. */
const eligibleOf = (fiId: string, campaignId: string) =>
  t.db
    .select({ id: offers.id, consumerId: offers.consumerId })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(products.fiId, fiId), eq(offers.campaignId, campaignId), eq(offers.status, 'ELIGIBLE')))
    .orderBy(offers.id);
const inventoryOf = async (fiId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${products.redeemLimitCount}), 0)::int` })
    .from(products)
    .where(and(eq(products.fiId, fiId), eq(products.status, 'active')));
  return row?.n ?? 0;
};
const viewsOf = async (fiId: string, campaignId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(offerEvents)
    .where(and(eq(offerEvents.fiId, fiId), eq(offerEvents.campaignId, campaignId), eq(offerEvents.kind, 'viewed')));
  return row?.n ?? 0;
};

describe('offer metric queries stay within their lender', () => {
  it('a campaign’s metrics count only the lender’s offers, events and inventory', async () => {
    for (const lender of t.fi) {
      const own = await eligibleOf(lender.fiId, current.id);
      expect(own.length).toBeGreaterThan(0);
      const { offerMetrics } = await campaignMetrics(t.db, lender, current.id);
      expect(offerMetrics.offers_generated).toBe(own.length);
      expect(offerMetrics.users_reached).toBe(new Set(own.map((offer) => offer.consumerId)).size);
      expect(offerMetrics.inventory).toBe(await inventoryOf(lender.fiId));
    }
  });

  it('a view of one lender’s offer counts for that lender only', async () => {
    const [summit, harbor] = t.fi;
    const [offer] = await eligibleOf(harbor.fiId, current.id);
    if (!offer) throw new Error('harbor has no offer');
    const before = await Promise.all(t.fi.map((lender) => campaignMetrics(t.db, lender, current.id)));
    const viewer = mintConsumerScope({ sub: offer.consumerId, realm: 'consumer' });
    expect(await recordOfferEvents(t.db, viewer, { events: [{ offerId: offer.id, kind: 'viewed' }] })).toBe(1);
    const harborAfter = await campaignMetrics(t.db, harbor, current.id);
    expect(harborAfter.offerMetrics.offers_viewed).toBe((before[1]?.offerMetrics.offers_viewed ?? 0) + 1);
    expect(harborAfter.offerMetrics.offers_viewed).toBe(await viewsOf(harbor.fiId, current.id));
    expect(await campaignMetrics(t.db, summit, current.id)).toEqual(before[0]);
  });

  it('the dashboard’s campaigns are those the lender enrolled in or holds offers in', async () => {
    const [summit, harbor] = t.fi;
    for (const lender of t.fi) {
      const ids = (await lenderCampaigns(t.db, lender)).map((campaign) => campaign.id);
      expect(ids).toContain(current.id);
      expect(ids).not.toContain(next.id);
    }
    // Harbor enrolls in the next campaign: it appears on harbor's dashboard, not on summit's.
    await upsertEnrollment(t.db, harbor, { campaignId: next.id }, { status: 'ENROLLED', by: 'harbor' }, new Date());
    expect((await lenderCampaigns(t.db, harbor)).map((campaign) => campaign.id)).toContain(next.id);
    expect((await lenderCampaigns(t.db, summit)).map((campaign) => campaign.id)).not.toContain(next.id);
  });
});

describe('offer events stay within their consumer', () => {
  const offersOf = (consumerId: string) =>
    t.db.select({ id: offers.id }).from(offers).where(eq(offers.consumerId, consumerId)).orderBy(offers.id);
  const eventsOf = (offerId: string) =>
    t.db.select({ kind: offerEvents.kind }).from(offerEvents).where(eq(offerEvents.offerId, offerId));

  it('records an event of the scope’s consumer’s own offer, never of another consumer’s', async () => {
    const [garcia, other] = t.consumer;
    const [mine] = await offersOf(garcia.consumerId);
    const [theirs] = await offersOf(other.consumerId);
    if (!mine || !theirs) throw new Error('the demo consumers have offers');
    const events = [mine, theirs].map((offer) => ({ offerId: offer.id, kind: 'clicked' }));
    expect(await recordOfferEvents(t.db, garcia, { events })).toBe(1);
    expect(await eventsOf(mine.id)).toContainEqual({ kind: 'clicked' });
    expect(await eventsOf(theirs.id)).not.toContainEqual({ kind: 'clicked' });
  });
});
