import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { products, projections, tiers, ucCampaigns } from '../schema/index.ts';
import { findProductTier, insertProjection, projectionsOf } from './projections.ts';

const t = twoTenantsFixture();

const tierOf = async (fiId: string) => {
  const [tier] = await t.db
    .select({ tierId: tiers.id, productId: products.id })
    .from(tiers)
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(products.fiId, fiId))
    .limit(1);
  if (!tier) throw new Error('the seed has no tier for this lender');
  return tier;
};

describe('projection queries stay within their lender', () => {
  it('each lender queues, lists and reads only its own projections and tiers', async () => {
    const [summit, harbor] = t.fi;
    const [campaign] = await t.db.select({ id: ucCampaigns.id, name: ucCampaigns.name }).from(ucCampaigns).limit(1);
    const run = { sourceCampaignId: campaign?.id ?? '', projectionFor: campaign?.name ?? '', requestedBy: 'tester' };
    const mine = await insertProjection(t.db, summit, run);
    const theirs = await insertProjection(t.db, harbor, run);
    const [stored] = await t.db.select().from(projections).where(eq(projections.id, theirs));
    expect(stored?.fiId).toBe(harbor.fiId);

    const listed = (await projectionsOf(t.db, summit)).map((projection) => projection.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expect(await projectionsOf(t.db, summit, { id: theirs })).toEqual([]);
    const [one] = await projectionsOf(t.db, harbor, { id: theirs });
    expect(one?.id).toBe(theirs);
    const harborTier = await tierOf(harbor.fiId);

    expect(await findProductTier(t.db, summit, harborTier)).toBeUndefined();
    expect(await findProductTier(t.db, harbor, harborTier)).toMatchObject({ id: harborTier.tierId });
    const summitTier = await tierOf(summit.fiId);
    const [own] = await projectionsOf(t.db, summit, { id: mine });
    const ownProducts = new Set(
      (await t.db.select({ id: products.id }).from(products).where(eq(products.fiId, summit.fiId))).map((p) => p.id),
    );
    expect(own?.tiers.map((tier) => tier.productId)).toContain(summitTier.productId);
    expect(own?.tiers.every((tier) => ownProducts.has(tier.productId))).toBe(true);
  });
});
