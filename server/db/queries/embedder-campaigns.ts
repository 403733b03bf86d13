import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CampaignFigures, EmbedderCampaign } from '../../../api/embedder-campaigns.ts';
import { campaignDisplayStatus, campaignPeriodsOf } from '../../../domain/catalog/campaign-calendar.ts';
import type { CampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import type { Executor } from '../pool.ts';
import { campaignEmbedders, ucCampaigns } from '../schema/index.ts';
import type { EmbedderScope } from './scope.ts';

/**
 * An embedder's UC campaigns, its enrollment and its figures (002 §2, §4). Every query is the scope's embedder's
 * (docs/decisions/0505-query-layer.md). The guest dashboard's reads (`…ForGuestDashboard`) are unscoped on purpose:
 * no tenant is signed in there; the embedder is the one the verified guest token names.
 */

/** What every console reads of a campaign to show its status and periods (campaignPeriods). */
export const campaignPeriodColumns = {
  id: ucCampaigns.id,
  name: ucCampaigns.name,
  status: ucCampaigns.status,
  startsAt: ucCampaigns.startsAt,
  expiresAt: ucCampaigns.expiresAt,
  enrollmentStartsAt: ucCampaigns.enrollmentStartsAt,
  enrollmentEndsAt: ucCampaigns.enrollmentEndsAt,
};
const campaignColumns = (embedderId: string) => ({
  ...campaignPeriodColumns,
  enrolledAt: campaignEmbedders.enrolledAt,
  consumers: sql<number>`(select count(*)::int from consumers c where c.campaign_id = ${ucCampaigns.id} and c.embedder_id = ${embedderId})`,
});
type CampaignRow = {
  id: string;
  name: string;
  status: string;
  startsAt: Date;
  expiresAt: Date;
  enrollmentStartsAt: Date | null;
  enrollmentEndsAt: Date | null;
  enrolledAt: Date | null;
  consumers: number;
};

/** Enrollment is open while the campaign is ENROLLMENT_STARTED and inside its enrollment period. */
export const enrollmentOpen = (
  row: Pick<CampaignRow, 'status' | 'enrollmentStartsAt' | 'enrollmentEndsAt'>,
  now: Date,
) =>
  row.status === 'ENROLLMENT_STARTED' &&
  (row.enrollmentStartsAt === null || row.enrollmentStartsAt <= now) &&
  (row.enrollmentEndsAt === null || row.enrollmentEndsAt > now);

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What a lender and an embedder both see of a UC campaign: its status, its periods and whether enrollment is open. */
export function campaignPeriods(
  row: Omit<CampaignRow, 'enrolledAt' | 'consumers'>,
  now: Date,
): Omit<EmbedderCampaign, 'enrolled' | 'enrolledAt'> {
  const status = row.status as CampaignStatus;
  return {
    campaignId: row.id,
    name: row.name,
    status,
    displayStatus: campaignDisplayStatus(row, now),
    enrollmentStartsAt: iso(row.enrollmentStartsAt),
    enrollmentEndsAt: iso(row.enrollmentEndsAt),
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ...campaignPeriodsOf(row),
    enrollmentOpen: enrollmentOpen(row, now),
  };
}

export function toEmbedderCampaign(row: CampaignRow, now: Date): EmbedderCampaign {
  return { ...campaignPeriods(row, now), enrolled: row.enrolledAt !== null, enrolledAt: iso(row.enrolledAt) };
}

function selectCampaigns(db: Executor, embedderId: string, where?: SQL) {
  return db
    .select(campaignColumns(embedderId))
    .from(ucCampaigns)
    .leftJoin(
      campaignEmbedders,
      and(eq(campaignEmbedders.campaignId, ucCampaigns.id), eq(campaignEmbedders.embedderId, embedderId)),
    )
    .where(where)
    .orderBy(sql`${ucCampaigns.startsAt} desc`);
}

async function campaignsOfEmbedder(db: Executor, embedderId: string, now: Date): Promise<EmbedderCampaign[]> {
  const rows = await selectCampaigns(db, embedderId);
  return rows
    .map((row) => ({ row, campaign: toEmbedderCampaign(row, now) }))
    .filter(({ row, campaign }) => {
      if (campaign.displayStatus === 'NONE' || campaign.displayStatus === 'NOT_STARTED') return false;
      return campaign.displayStatus === 'NEXT' || campaign.enrolled || row.consumers > 0;
    })
    .map(({ campaign }) => campaign);
}

/**
 * The embedder's campaigns: every next one (open to enroll or not) and the others it took part in (enrolled, or
 * with consumers of its own); created and failed campaigns (display NONE) are not shown.
 */
export async function listCampaignsOf(db: Executor, scope: EmbedderScope, now: Date): Promise<EmbedderCampaign[]> {
  return campaignsOfEmbedder(db, scope.embedderId, now);
}

/**
 * listCampaignsOf for the guest dashboard (server/routes/dashboard-guest.routes.ts). Unscoped on purpose: no tenant is
 * signed in; `embedderId` is the embedder whose verified guest token opened the page.
 */
export async function listCampaignsForGuestDashboard(
  db: Executor,
  embedderId: string,
  now: Date,
): Promise<EmbedderCampaign[]> {
  return campaignsOfEmbedder(db, embedderId, now);
}

/** One campaign as the embedder sees it, or undefined when there is none (or it is not one the embedder sees). */
export async function findCampaignOf(
  db: Executor,
  scope: EmbedderScope,
  campaignId: string,
  now: Date,
): Promise<EmbedderCampaign | undefined> {
  return (await listCampaignsOf(db, scope, now)).find((campaign) => campaign.campaignId === campaignId);
}

async function figuresOfEmbedder(db: Executor, embedderId: string, campaignId: string): Promise<CampaignFigures> {
  const result = await db.execute<{ consumers: number; with_offers: number; viewed: number; redeemed: number }>(sql`
    with own as (
      select id from consumers where campaign_id = ${campaignId} and embedder_id = ${embedderId}
    )
    select
      (select count(*)::int from own) as consumers,
      (select count(distinct o.consumer_id)::int from offers o join own on own.id = o.consumer_id
        where o.campaign_id = ${campaignId} and o.status = 'ELIGIBLE') as with_offers,
      (select count(distinct e.consumer_id)::int from offer_events e join own on own.id = e.consumer_id
        where e.campaign_id = ${campaignId} and e.kind = 'viewed') as viewed,
      (select count(distinct r.consumer_id)::int from redemptions r join offers o on o.id = r.offer_id
        join own on own.id = r.consumer_id
        where o.campaign_id = ${campaignId} and r.status <> 'CANCELLED') as redeemed
  `);
  const row = result.rows[0];
  return {
    consumers: row?.consumers ?? 0,
    withOffers: row?.with_offers ?? 0,
    offersViewed: row?.viewed ?? 0,
    redeemed: row?.redeemed ?? 0,
  };
}

/** The embedder's figures in a campaign, from the tables (no stored counters). */
export async function campaignFigures(
  db: Executor,
  scope: EmbedderScope,
  campaignId: string,
): Promise<CampaignFigures> {
  return figuresOfEmbedder(db, scope.embedderId, campaignId);
}

/**
 * campaignFigures for the guest dashboard. Unscoped on purpose, as listCampaignsForGuestDashboard: `embedderId` is
 * the embedder whose verified guest token opened the page.
 */
export async function campaignFiguresForGuestDashboard(
  db: Executor,
  embedderId: string,
  campaignId: string,
): Promise<CampaignFigures> {
  return figuresOfEmbedder(db, embedderId, campaignId);
}

/** Enrolls the scope's embedder in the campaign. */
export async function enroll(db: Executor, scope: EmbedderScope, campaignId: string, by: string | null, now: Date) {
  await db
    .insert(campaignEmbedders)
    .values({ campaignId, embedderId: scope.embedderId, enrolledBy: by, enrolledAt: now });
}

/** Takes the scope's embedder out of the campaign. */
export async function unenroll(db: Executor, scope: EmbedderScope, campaignId: string) {
  await db
    .delete(campaignEmbedders)
    .where(and(eq(campaignEmbedders.campaignId, campaignId), eq(campaignEmbedders.embedderId, scope.embedderId)));
}

/**
 * Locks the campaign row so an enrollment change and the campaign's own move cannot interleave. No scope: a UC
 * campaign is every tenant's, not one tenant's data.
 */
export async function lockCampaign(db: Executor, campaignId: string) {
  await db.execute(sql`select 1 from uc_campaigns where id = ${campaignId} for update`);
}
