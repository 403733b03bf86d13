import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CampaignBody } from '../../../api/uc-campaigns.ts';
import type { Executor } from '../pool.ts';
import { fiCampaignEnrollments, financialInstitutions, ucCampaigns } from '../schema/index.ts';
import { LOGIN_ACTIONS } from './audit.ts';
import { countRows, type ListSource } from './list-source.ts';
import type { AdminScope } from './scope.ts';
import {
  CAMPAIGN_DEFAULT_ORDER,
  type CampaignRow,
  campaignValues,
  toUcCampaign,
  ucCampaignColumns,
} from './uc-campaigns.ts';

/**
 * The admin's UC campaign screens (002 §2 uc/campaign and its tabs): campaigns, lender enrollment, insights. Admins
 * only (AdminScope): a campaign spans every lender and embedder.
 */

/** Every campaign as a paged list, newest first. */
export const ucCampaignList = (
  db: Executor,
  _scope: AdminScope,
): ListSource<typeof ucCampaignColumns, CampaignRow, ReturnType<typeof toUcCampaign>> => ({
  columns: ucCampaignColumns,
  select: () => db.select().from(ucCampaigns).$dynamic(),
  count: countRows(db, ucCampaigns),
  where: undefined,
  defaultOrder: CAMPAIGN_DEFAULT_ORDER,
  toRow: (row) => toUcCampaign(row),
});

export async function insertUcCampaign(db: Executor, _scope: AdminScope, params: { body: CampaignBody }) {
  const [row] = await db
    .insert(ucCampaigns)
    .values({ ...campaignValues(params.body), status: 'CREATED' })
    .returning();
  if (!row) throw new Error('campaign insert returned no row');
  return row;
}

export async function updateUcCampaignRow(
  db: Executor,
  _scope: AdminScope,
  params: { id: string; body: CampaignBody },
) {
  const [row] = await db
    .update(ucCampaigns)
    .set(campaignValues(params.body))
    .where(eq(ucCampaigns.id, params.id))
    .returning();
  return row;
}

export type LenderRef = { id: string; number: number; name: string };

/** A lender by its number (undefined when there is none). */
export async function lenderByNumber(db: Executor, _scope: AdminScope, params: { number: number }) {
  const [fi] = await db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.number, params.number));
  return fi;
}

/** The onboarded lenders, by name (the ones a campaign may enroll). */
export const onboardedLenders = (db: Executor, _scope: AdminScope): Promise<LenderRef[]> =>
  db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.onboardingStatus, 'ONBOARDED'))
    .orderBy(financialInstitutions.name);

/** The lender's enrollment row in the campaign, if any. */
export async function enrollmentOf(db: Executor, _scope: AdminScope, params: { campaignId: string; fiId: string }) {
  const [row] = await db
    .select()
    .from(fiCampaignEnrollments)
    .where(and(eq(fiCampaignEnrollments.ucCampaignId, params.campaignId), eq(fiCampaignEnrollments.fiId, params.fiId)));
  return row;
}

/** Enrolls (by hand, not auto) or unenrolls the lender in the campaign. */
export async function setLenderEnrollment(
  db: Executor,
  _scope: AdminScope,
  params: {
    fiId: string;
    campaignId: string;
    status: 'ENROLLED' | 'NOT_ENROLLED';
    /** The statuses the change moves from (the lenderEnrollmentLifecycle machine's). */
    from: readonly ('ENROLLED' | 'NOT_ENROLLED')[];
    by: string;
    at: Date;
  },
): Promise<void> {
  const { fiId, campaignId, status, from, by, at } = params;
  await db
    .insert(fiCampaignEnrollments)
    .values({ fiId, ucCampaignId: campaignId, status, enrolledBy: by, enrolledAt: at })
    .onConflictDoUpdate({
      target: [fiCampaignEnrollments.fiId, fiCampaignEnrollments.ucCampaignId],
      set:
        status === 'ENROLLED'
          ? { status, enrolledBy: by, enrolledAt: at, autoEnrolled: false, updatedAt: at }
          : { status, updatedAt: at },
      setWhere: inArray(fiCampaignEnrollments.status, [...from]),
    });
}

/** Per enrolled lender and product: offers generated, viewed (the consumer signed in) and redeemed. */
export async function campaignProductInsights(db: Executor, _scope: AdminScope, params: { campaignId: string }) {
  const campaignId = params.campaignId;
  const result = await db.execute<{
    lender_id: number;
    lender_name: string;
    product_id: string;
    product_name: string;
    generated: number;
    viewed: number;
    redeemed_count: number;
    redeemed_amount: string;
  }>(sql`
    select fi.number as lender_id, fi.name as lender_name, p.id as product_id, p.name as product_name,
      (select count(*)::int from offers o where o.campaign_id = ${campaignId} and o.product_id = p.id) as generated,
      (select count(*)::int from offers o where o.campaign_id = ${campaignId} and o.product_id = p.id
        and exists (select 1 from audit_log a where a.category = 'LOGIN' and a.action = ${LOGIN_ACTIONS.success}
          and a.actor_realm = 'consumer' and a.actor_id = o.consumer_id)) as viewed,
      (select count(*)::int from redemptions r join offers o on o.id = r.offer_id
        where o.campaign_id = ${campaignId} and o.product_id = p.id and r.status <> 'CANCELLED') as redeemed_count,
      (select coalesce(sum(r.amount), 0)::text from redemptions r join offers o on o.id = r.offer_id
        where o.campaign_id = ${campaignId} and o.product_id = p.id and r.status <> 'CANCELLED') as redeemed_amount
    from fi_campaign_enrollments e
      join financial_institutions fi on fi.id = e.fi_id
      join products p on p.fi_id = fi.id
    where e.uc_campaign_id = ${campaignId} and e.status = 'ENROLLED'
    order by fi.name, p.name
  `);
  return result.rows.map((row) => ({
    lenderId: row.lender_id,
    lenderName: row.lender_name,
    productId: row.product_id,
    productName: row.product_name,
    offersGenerated: row.generated,
    offersViewed: row.viewed,
    redeemedCount: row.redeemed_count,
    redeemedAmount: Number(row.redeemed_amount),
  }));
}

/** The embedders enrolled in the campaign, by name, with how many consumer files each sent. */
export async function campaignEmbedderList(db: Executor, _scope: AdminScope, params: { campaignId: string }) {
  const result = await db.execute<{
    number: number;
    name: string;
    enrolled_at: Date | string;
    enrolled_by: string | null;
    files: number;
  }>(sql`
    select e.number, e.name, ce.enrolled_at, ce.enrolled_by,
      (select count(*)::int from consumer_files f where f.campaign_id = ce.campaign_id and f.embedder_id = e.id) as files
    from campaign_embedders ce join embedders e on e.id = ce.embedder_id
    where ce.campaign_id = ${params.campaignId}
    order by e.name
  `);
  return result.rows.map((row) => ({
    embedderId: row.number,
    name: row.name,
    enrolledAt: new Date(row.enrolled_at).toISOString(),
    enrolledBy: row.enrolled_by,
    consumerFiles: row.files,
  }));
}

/**
 * What a lender's products redeemed in one campaign (redemptions of that campaign's offers, less the cancelled and
 * expired ones, as the product counters release them): the admin's campaign redeem-limit page shows these, not the
 * product's all-campaign counters (issue 30 item 5).
 */
export async function campaignRedeemedByProduct(
  db: Executor,
  params: { campaignId: string; fiId: string },
): Promise<Map<string, { count: number; amount: string }>> {
  const result = await db.execute<{ product_id: string; redeemed_count: number; redeemed_amount: string }>(sql`
    select o.product_id, count(*)::int as redeemed_count, coalesce(sum(r.amount), 0)::numeric(14, 2)::text as redeemed_amount
    from redemptions r join offers o on o.id = r.offer_id join products p on p.id = o.product_id
    where o.campaign_id = ${params.campaignId} and p.fi_id = ${params.fiId}
      and r.status not in ('CANCELLED', 'EXPIRED')
    group by o.product_id
  `);
  return new Map(
    result.rows.map((row) => [row.product_id, { count: row.redeemed_count, amount: row.redeemed_amount }]),
  );
}
