import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { campaignEmbedders, consumers } from '../schema/index.ts';
import { DEMO_CAMPAIGNS } from '../seed-campaign.ts';
import {
  campaignFigures,
  campaignFiguresForGuestDashboard,
  enroll,
  findCampaignOf,
  listCampaignsForGuestDashboard,
  listCampaignsOf,
  unenroll,
} from './embedder-campaigns.ts';

const t = twoTenantsFixture();
const now = () => new Date();
const { current, expired, next } = DEMO_CAMPAIGNS;

/** Read around the query module, for before/after comparisons. */
const enrollmentsOf = (embedderId: string) =>
  t.db
    .select()
    .from(campaignEmbedders)
    .where(eq(campaignEmbedders.embedderId, embedderId))
    .orderBy(asc(campaignEmbedders.campaignId));
const consumerCount = async (embedderId: string, campaignId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(consumers)
    .where(and(eq(consumers.embedderId, embedderId), eq(consumers.campaignId, campaignId)));
  return row?.n ?? 0;
};
const ids = (campaigns: readonly { campaignId: string }[]) => campaigns.map((campaign) => campaign.campaignId).sort();

describe('embedder campaign queries stay within their embedder', () => {
  it('the campaign list and one campaign show each embedder its own enrollment only', async () => {
    const [acme, second] = t.embedder;
    const acmeList = await listCampaignsOf(t.db, acme, now());
    expect(ids(acmeList)).toEqual(expect.arrayContaining([current.id, next.id]));
    expect(acmeList.find((campaign) => campaign.campaignId === current.id)?.enrolled).toBe(true);
    // Second is enrolled nowhere and has no consumers: only the next campaign, not enrolled.
    const secondList = await listCampaignsOf(t.db, second, now());
    expect(ids(secondList)).toEqual([next.id]);
    expect(secondList.every((campaign) => !campaign.enrolled)).toBe(true);
    expect((await findCampaignOf(t.db, acme, current.id, now()))?.enrolled).toBe(true);
    expect(await findCampaignOf(t.db, second, current.id, now())).toBeUndefined();
    expect(await findCampaignOf(t.db, second, expired.id, now())).toBeUndefined();
    // The guest dashboard's unscoped read answers the same for the embedder it names.
    expect(await listCampaignsForGuestDashboard(t.db, second.embedderId, now())).toEqual(secondList);
    expect(await listCampaignsForGuestDashboard(t.db, acme.embedderId, now())).toEqual(acmeList);
  });

  it('figures count only the scope’s embedder’s consumers', async () => {
    const [acme, second] = t.embedder;
    // One of acme's consumers in the current campaign moves to second, so both have some there.
    const [moved] = await t.db
      .select({ id: consumers.id })
      .from(consumers)
      .where(and(eq(consumers.embedderId, acme.embedderId), eq(consumers.campaignId, current.id)))
      .orderBy(asc(consumers.id))
      .limit(1);
    if (!moved) throw new Error('the seed has no consumer of acme in the current campaign');
    await t.db.update(consumers).set({ embedderId: second.embedderId }).where(eq(consumers.id, moved.id));
    try {
      for (const embedder of t.embedder) {
        const figures = await campaignFigures(t.db, embedder, current.id);
        expect(figures.consumers).toBe(await consumerCount(embedder.embedderId, current.id));
        expect(figures.consumers).toBeGreaterThan(0);
        expect(figures.withOffers).toBeLessThanOrEqual(figures.consumers);
        expect(figures.offersViewed).toBeLessThanOrEqual(figures.consumers);
        expect(figures.redeemed).toBeLessThanOrEqual(figures.consumers);
        expect(await campaignFiguresForGuestDashboard(t.db, embedder.embedderId, current.id)).toEqual(figures);
      }
      expect((await campaignFigures(t.db, second, current.id)).consumers).toBe(1);
      // Second has consumers in the current campaign now: it shows there, still not enrolled.
      expect((await findCampaignOf(t.db, second, current.id, now()))?.enrolled).toBe(false);
    } finally {
      await t.db.update(consumers).set({ embedderId: acme.embedderId }).where(eq(consumers.id, moved.id));
    }
  });

  it('enroll and unenroll change only the scope’s embedder’s enrollment', async () => {
    const [acme, second] = t.embedder;
    const acmeBefore = await enrollmentsOf(acme.embedderId);
    expect(acmeBefore.some((row) => row.campaignId === next.id)).toBe(false);

    await enroll(t.db, second, next.id, 'second-admin', now());
    expect((await enrollmentsOf(second.embedderId)).map((row) => [row.campaignId, row.enrolledBy])).toEqual([
      [next.id, 'second-admin'],
    ]);
    expect(await enrollmentsOf(acme.embedderId)).toEqual(acmeBefore);
    expect((await findCampaignOf(t.db, second, next.id, now()))?.enrolled).toBe(true);
    expect((await findCampaignOf(t.db, acme, next.id, now()))?.enrolled).toBe(false);

    // Acme enrolls too; second's unenroll leaves acme's row.
    await enroll(t.db, acme, next.id, 'acme-admin', now());
    await unenroll(t.db, second, next.id);
    expect(await enrollmentsOf(second.embedderId)).toEqual([]);
    expect((await enrollmentsOf(acme.embedderId)).map((row) => row.campaignId)).toContain(next.id);
    expect((await findCampaignOf(t.db, acme, next.id, now()))?.enrolled).toBe(true);

    // Acme's unenroll takes out its next-campaign row only: its other rows are as they were.
    await unenroll(t.db, acme, next.id);
    expect(await enrollmentsOf(acme.embedderId)).toEqual(acmeBefore);
  });
});
