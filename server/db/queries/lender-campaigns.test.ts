import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UC_BLUEPRINT } from '../../../domain/enrollment/uc-blueprint.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiCampaignEnrollments, fiCampaignFiles, offers, products, tiers, tierTerms } from '../schema/index.ts';
import { DEMO_CAMPAIGNS } from '../seed-campaign.ts';
import { rateCatalogue } from './lender-campaign-files.ts';
import {
  applyCampaignFile,
  campaignSummary,
  catalogue,
  deactivateCatalogue,
  findCampaignFile,
  findLenderCampaign,
  latestCampaignFile,
  lenderCampaigns,
  lockProduct,
  upsertEnrollment,
  visibleCampaigns,
} from './lender-campaigns.ts';
import { productsOf } from './products.test-support.ts';
import type { FiScope } from './scope.ts';

const t = twoTenantsFixture();
const now = () => new Date();
const { current, next } = DEMO_CAMPAIGNS;

/** Read around the query module, for before/after comparisons. */
const enrollmentsOf = (fiId: string) =>
  t.db
    .select()
    .from(fiCampaignEnrollments)
    .where(eq(fiCampaignEnrollments.fiId, fiId))
    .orderBy(fiCampaignEnrollments.ucCampaignId);
const offerCount = async (fiId: string, campaignId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(products.fiId, fiId), eq(offers.campaignId, campaignId)));
  return row?.n ?? 0;
};
const consumerCount = async (fiId: string, campaignId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(distinct ${offers.consumerId})::int` })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(eq(products.fiId, fiId), eq(offers.campaignId, campaignId)));
  return row?.n ?? 0;
};
const stateIn = async (lender: FiScope, campaignId: string) =>
  (await visibleCampaigns(t.db, lender, now())).find((campaign) => campaign.campaignId === campaignId)?.enrollmentState;

describe('lender campaign queries stay within their lender', () => {
  it('campaign lists show each lender its own enrollment only', async () => {
    const [summit, harbor] = t.fi;
    // Harbor enrolls in the next campaign; summit has no row there.
    await upsertEnrollment(t.db, harbor, { campaignId: next.id }, { status: 'ENROLLED', by: 'harbor' }, now());
    expect(await stateIn(harbor, next.id)).toBe('Enrolled');
    expect(await stateIn(summit, next.id)).toBe('None');
    // One row per campaign: another lender's enrollment neither shows nor doubles a campaign.
    const visible = await visibleCampaigns(t.db, summit, now());
    expect(new Set(visible.map((campaign) => campaign.campaignId)).size).toBe(visible.length);
    for (const lender of [summit, harbor]) {
      const mine = await lenderCampaigns(t.db, lender, now());
      expect(mine.map((campaign) => campaign.campaignId)).toEqual(expect.arrayContaining([current.id, next.id]));
    }
    expect((await findLenderCampaign(t.db, harbor, next.id, now()))?.enrollmentState).toBe('Enrolled');
    expect((await findLenderCampaign(t.db, summit, next.id, now()))?.enrollmentState).toBe('None');
  });

  it('a campaign summary counts only the lender’s products and offers', async () => {
    for (const lender of t.fi) {
      const own = new Set((await productsOf(t, lender.fiId)).map((product) => product.id));
      const { summary, products: listed } = await campaignSummary(t.db, lender, current.id);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((product) => own.has(product.productId))).toBe(true);
      expect(summary.offersGenerated).toBe(await offerCount(lender.fiId, current.id));
      expect(summary.offersGenerated).toBeGreaterThan(0);
      expect(summary.consumers).toBe(await consumerCount(lender.fiId, current.id));
    }
  });

  it('an enrollment change by one lender leaves the other’s untouched', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await enrollmentsOf(harbor.fiId);
    await upsertEnrollment(
      t.db,
      summit,
      { campaignId: current.id },
      { status: 'NOT_ENROLLED', from: ['ENROLLED'], dataFileStatus: 'PENDING' },
      now(),
    );
    await upsertEnrollment(
      t.db,
      summit,
      { campaignId: next.id },
      { sourceType: 'CPLX', dataFileStatus: 'PENDING' },
      now(),
    );
    const summitRows = await enrollmentsOf(summit.fiId);
    expect(summitRows.find((row) => row.ucCampaignId === current.id)).toMatchObject({
      status: 'NOT_ENROLLED',
      dataFileStatus: 'PENDING',
    });
    expect(summitRows.find((row) => row.ucCampaignId === next.id)).toMatchObject({ sourceType: 'CPLX' });
    expect(await enrollmentsOf(harbor.fiId)).toEqual(harborBefore);
    expect(await stateIn(summit, current.id)).toBe('Not Enrolled');
    expect(await stateIn(harbor, current.id)).toBe('Enrolled');
  });

  it('campaign files: a lender finds only its own', async () => {
    const [summit, harbor] = t.fi;
    const [theirs] = await t.db
      .insert(fiCampaignFiles)
      .values({
        fiId: harbor.fiId,
        ucCampaignId: next.id,
        fileName: 'harbor.json',
        format: 'JSON',
        content: '{}',
        status: 'SYNTAX_CHECKED',
        errors: [],
        productCount: 0,
        uploadedBy: 'harbor',
        uploadedAt: new Date(),
      })
      .returning();
    if (!theirs) throw new Error('insert returned nothing');
    expect(await latestCampaignFile(t.db, summit, next.id)).toBeNull();
    expect(await findCampaignFile(t.db, summit, next.id, theirs.id)).toBeUndefined();
    expect((await latestCampaignFile(t.db, harbor, next.id))?.fileId).toBe(theirs.id);
    expect((await findCampaignFile(t.db, harbor, next.id, theirs.id))?.id).toBe(theirs.id);
  });

  it('the catalogue, its product lock and its rates are the lender’s (an admin names the lender)', async () => {
    const [summit, harbor] = t.fi;
    for (const lender of t.fi) {
      const own = await productsOf(t, lender.fiId);
      expect(own.length).toBeGreaterThan(0);
      const listed = await catalogue(t.db, lender, {});
      expect(listed.map((product) => product.productId).sort()).toEqual(own.map((product) => product.id).sort());
    }
    const [foreign] = await productsOf(t, harbor.fiId);
    if (!foreign) throw new Error('harbor has no product');
    expect(await catalogue(t.db, summit, { productId: foreign.id })).toEqual([]);
    expect(await lockProduct(t.db, summit, { productId: foreign.id })).toBeUndefined();
    expect((await catalogue(t.db, harbor, { productId: foreign.id }))[0]?.productId).toBe(foreign.id);
    expect(await lockProduct(t.db, harbor, { productId: foreign.id })).toEqual({ id: foreign.id });
    // A lender's scope names no other lender (a type error, and ignored if forced); an admin must name one.
    // @ts-expect-error lenderId is an admin's only
    const forced = await catalogue(t.db, summit, { lenderId: harbor.fiId });
    expect(forced.map((product) => product.productId)).not.toContain(foreign.id);
    // @ts-expect-error an admin names the lender
    await expect(catalogue(t.db, t.admin, {})).rejects.toThrow();
    // An admin reaches the lender its call names, and that lender's products only.
    expect((await catalogue(t.db, t.admin, { lenderId: harbor.fiId })).length).toBe(
      (await productsOf(t, harbor.fiId)).length,
    );
    expect(await catalogue(t.db, t.admin, { lenderId: summit.fiId, productId: foreign.id })).toEqual([]);
    expect(await lockProduct(t.db, t.admin, { lenderId: summit.fiId, productId: foreign.id })).toBeUndefined();
    expect(await lockProduct(t.db, t.admin, { lenderId: harbor.fiId, productId: foreign.id })).toEqual({
      id: foreign.id,
    });

    for (const lender of t.fi) {
      const terms = await t.db
        .select({ id: tierTerms.id })
        .from(tierTerms)
        .innerJoin(tiers, eq(tiers.id, tierTerms.tierId))
        .innerJoin(products, eq(products.id, tiers.productId))
        .where(and(eq(products.fiId, lender.fiId), eq(products.status, 'active')));
      expect(terms.length).toBeGreaterThan(0);
      const { rows } = await rateCatalogue(t.db, lender);
      expect(rows.map((row) => row.termId).sort()).toEqual(terms.map((term) => term.id).sort());
    }
  });

  it('applying a campaign file and starting from scratch change only the lender’s catalogue', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await productsOf(t, harbor.fiId);
    const summitBefore = await productsOf(t, summit.fiId);
    const { added } = await applyCampaignFile(t.db, summit, UC_BLUEPRINT);
    expect(added).toEqual(UC_BLUEPRINT.products.map((product) => product.name));
    const summitAfter = await productsOf(t, summit.fiId);
    expect(summitAfter.length).toBe(summitBefore.length + UC_BLUEPRINT.products.length);
    expect(await productsOf(t, harbor.fiId)).toEqual(harborBefore);

    const deactivated = await deactivateCatalogue(t.db, summit);
    expect(deactivated.length).toBeGreaterThan(0);
    const summitIds = new Set(summitAfter.map((product) => product.id));
    expect(deactivated.every((product) => summitIds.has(product.id))).toBe(true);
    expect((await productsOf(t, summit.fiId)).filter((product) => product.status === 'active')).toEqual([]);
    expect(await productsOf(t, harbor.fiId)).toEqual(harborBefore);
    expect((await catalogue(t.db, harbor, {})).some((product) => product.status === 'active')).toBe(true);
  });
});
