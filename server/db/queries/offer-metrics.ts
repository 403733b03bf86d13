import { eq, sql } from 'drizzle-orm';
import { currentCampaignOf } from '../../../domain/catalog/campaign-calendar.ts';
import { foldMetrics, type MetricPair } from '../../../domain/catalog/metrics.ts';
import type { Executor } from '../pool.ts';
import { ucCampaigns } from '../schema/index.ts';
import { campaignPeriodColumns } from './embedder-campaigns.ts';
import type { ConsumerScope, FiScope } from './scope.ts';

/*
 * Offer metrics (000 §3, §7). A lender's figures and campaigns are the scope's lender's
 * (docs/decisions/0505-query-layer.md). Unscoped on purpose: the campaign calendar reads (`currentCampaign`,
 * `latestEndedCampaign`: campaigns are the marketplace's, no tenant's) and `recordOfferEvents` (the consumer's own
 * offers, by the consumer's id from their session).
 */

const num = (value: unknown): number => Number(value ?? 0);
const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** One lender's raw offer figures in one campaign, from the tables and the offer_events the consumer pages report. */
async function lenderFigures(db: Executor, scope: FiScope, campaignId: string) {
  const { fiId } = scope;
  const result = await db.execute<Record<string, string | number | null>>(sql`
    with own as (
      select o.id, o.consumer_id, o.status from offers o join products p on p.id = o.product_id
      where o.campaign_id = ${campaignId} and p.fi_id = ${fiId}
    ), redeemed as (
      select r.id, r.amount, r.status from redemptions r join own on own.id = r.offer_id where r.status <> 'CANCELLED'
    )
    select
      (select count(*) from own where status = 'ELIGIBLE') as offers_generated,
      (select count(distinct consumer_id) from own where status = 'ELIGIBLE') as users_reached,
      (select count(*) from redeemed) as offers_redeemed,
      (select coalesce(sum(amount), 0) from redeemed) as offers_redemption_amount,
      (select count(*) from offer_events e where e.campaign_id = ${campaignId} and e.fi_id = ${fiId}
        and e.kind = 'viewed') as offers_viewed,
      (select count(*) from offer_events e where e.campaign_id = ${campaignId} and e.fi_id = ${fiId}
        and e.kind = 'previewed') as offers_previewed,
      (select count(*) from offer_events e where e.campaign_id = ${campaignId} and e.fi_id = ${fiId}
        and e.kind = 'clicked') as offers_clicked,
      (select coalesce(sum(redeem_limit_count), 0) from products
        where fi_id = ${fiId} and status = 'active' and redeem_limit_count is not null) as inventory,
      (select count(*) from loan_leads l join redeemed on redeemed.id = l.redemption_id
        where l.funding_status = 'FUNDED') as funded,
      (select coalesce(sum(redeemed.amount), 0) from loan_leads l join redeemed on redeemed.id = l.redemption_id
        where l.funding_status = 'FUNDED') as funded_amount
  `);
  return result.rows[0] ?? {};
}

/**
 * GET /fi/{fiId}/campaigns/{ucCampaignId}/metrics: the eight offer metrics of 000 §3 and a summary of rates, built
 * as name/value lists (the wire form the seed describes) and folded into objects with foldMetrics.
 */
export async function campaignMetrics(db: Executor, scope: FiScope, campaignId: string) {
  const row = await lenderFigures(db, scope, campaignId);
  const offerPairs: MetricPair[] = [
    { name: 'offers_generated', value: num(row.offers_generated) },
    { name: 'offers_redeemed', value: num(row.offers_redeemed) },
    { name: 'offers_redemption_amount', value: Number(num(row.offers_redemption_amount).toFixed(2)) },
    { name: 'users_reached', value: num(row.users_reached) },
    { name: 'offers_viewed', value: num(row.offers_viewed) },
    { name: 'offers_previewed', value: num(row.offers_previewed) },
    { name: 'offers_clicked', value: num(row.offers_clicked) },
    { name: 'inventory', value: num(row.inventory) },
  ];
  const offerMetrics = foldMetrics(offerPairs) as Record<string, number>;
  const generated = offerMetrics.offers_generated ?? 0;
  const redeemed = offerMetrics.offers_redeemed ?? 0;
  const summaryPairs: MetricPair[] = [
    { name: 'view_rate', value: pct(offerMetrics.offers_viewed ?? 0, generated) },
    { name: 'click_rate', value: pct(offerMetrics.offers_clicked ?? 0, offerMetrics.offers_viewed ?? 0) },
    { name: 'redemption_rate', value: pct(redeemed, generated) },
    {
      name: 'average_redemption_amount',
      value: redeemed > 0 ? Math.round(((offerMetrics.offers_redemption_amount ?? 0) / redeemed) * 100) / 100 : 0,
    },
    { name: 'loans_funded', value: num(row.funded) },
    { name: 'funded_amount', value: Number(num(row.funded_amount).toFixed(2)) },
  ];
  return { metricsSummary: foldMetrics(summaryPairs), offerMetrics };
}

/**
 * The current campaign (domain `currentCampaignOf`: its offers are live now), the same answer every console and the
 * consumer side give; null when no campaign's offers are live.
 */
export async function currentCampaign(db: Executor, now: Date) {
  const rows = await db
    .select(campaignPeriodColumns)
    .from(ucCampaigns)
    .where(eq(ucCampaigns.status, 'OFFERS_ACTIVATED'));
  const current = currentCampaignOf(rows, now);
  return current ? { id: current.id, name: current.name, status: current.status } : null;
}

/** The campaign whose offers ended last (activated or done), for a dashboard when none is current. */
export async function latestEndedCampaign(db: Executor, now: Date) {
  const result = await db.execute<{ id: string; name: string; status: string }>(sql`
    select id, name, status from uc_campaigns
    where status = 'DONE' or (status = 'OFFERS_ACTIVATED' and expires_at <= ${now.toISOString()})
    order by expires_at desc limit 1`);
  return result.rows[0] ?? null;
}

/** A lender's campaigns (enrolled in, or holding its offers), newest first. */
export async function lenderCampaigns(db: Executor, scope: FiScope) {
  const { fiId } = scope;
  const result = await db.execute<{ id: string; name: string; status: string }>(sql`
    select c.id, c.name, c.status from uc_campaigns c
    where exists (select 1 from fi_campaign_enrollments e where e.uc_campaign_id = c.id and e.fi_id = ${fiId})
       or exists (select 1 from offers o join products p on p.id = o.product_id
                  where o.campaign_id = c.id and p.fi_id = ${fiId})
    order by c.starts_at desc`);
  return result.rows;
}

/**
 * Records the scope's consumer's offer events: only their own offers count, and the first event of a kind per offer
 * is kept (repeats do nothing). Scoped by the consumer (their session), not by a tenant. Answers how many were new.
 */
export async function recordOfferEvents(
  db: Executor,
  scope: ConsumerScope,
  params: {
    events: readonly { offerId: string; kind: string; noticeVersion?: string | undefined }[];
  },
): Promise<number> {
  const events = JSON.stringify(
    params.events.map((event) => ({
      offer_id: event.offerId,
      kind: event.kind,
      notice_version: event.noticeVersion ?? null,
    })),
  );
  // The notice version rides with the first event of its kind, like the event itself (decision 0610).
  const result = await db.execute(sql`
    insert into offer_events (offer_id, consumer_id, campaign_id, fi_id, kind, notice_version)
    select distinct on (o.id, k.kind) o.id, o.consumer_id, o.campaign_id, p.fi_id, k.kind, k.notice_version
    from jsonb_to_recordset(${events}::jsonb) as k(offer_id uuid, kind text, notice_version text)
    join offers o on o.id = k.offer_id join products p on p.id = o.product_id
    where o.consumer_id = ${scope.consumerId}
    on conflict (offer_id, kind) do nothing`);
  return result.rowCount ?? 0;
}
