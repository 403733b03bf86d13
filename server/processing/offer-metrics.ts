import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/pool.ts';
import { campaignOfferMetrics } from '../db/schema/index.ts';
import type { JobProgress } from '../jobs/job-progress.ts';
import { stopIfCanceled } from './step-progress.ts';

/**
 * The offer metrics of 002 §3 this step can count from the tables, per lender and product: offers_generated
 * (eligible offers), users_reached (consumers with an offer of it whose e-mail was published), offers_viewed (of
 * those with an offer, the ones who signed in), offers_redeemed and offers_redemption_amount (live redemptions),
 * inventory (redeems left under the product's count limit; none when unlimited). offers_previewed and
 * offers_clicked have no events yet and are not written.
 */
export const COMPUTED_METRICS = [
  'offers_generated',
  'users_reached',
  'offers_viewed',
  'offers_redeemed',
  'offers_redemption_amount',
  'inventory',
] as const;

export async function calculateOfferMetrics(
  db: Db,
  campaignId: string,
  progress: JobProgress,
): Promise<{ products: number; metrics: number }> {
  const rows = await db.execute<{
    fi_id: string;
    product_id: string;
    offers_generated: number;
    users_reached: number;
    offers_viewed: number;
    offers_redeemed: number;
    offers_redemption_amount: string;
    inventory: number | null;
  }>(sql`
    select p.fi_id, p.id as product_id,
      count(*) filter (where o.status = 'ELIGIBLE')::int as offers_generated,
      count(distinct o.consumer_id) filter (where exists (select 1 from email_payloads e
        where e.campaign_id = o.campaign_id and e.consumer_id = o.consumer_id and e.published_at is not null))::int
        as users_reached,
      count(distinct o.consumer_id) filter (where exists (select 1 from audit_log a
        where a.category = 'LOGIN' and a.actor_realm = 'consumer' and a.actor_id = o.consumer_id
          and a.action = 'LOGIN_SUCCESS'))::int as offers_viewed,
      (select count(*) from redemptions r join offers ro on ro.id = r.offer_id
        where ro.campaign_id = ${campaignId} and r.product_id = p.id and r.status <> 'CANCELLED')::int as offers_redeemed,
      (select coalesce(sum(r.amount), 0) from redemptions r join offers ro on ro.id = r.offer_id
        where ro.campaign_id = ${campaignId} and r.product_id = p.id and r.status <> 'CANCELLED')::text
        as offers_redemption_amount,
      case when p.redeem_limit_count is null then null
        else greatest(p.redeem_limit_count - p.redeemed_count, 0) end as inventory
    from offers o join products p on p.id = o.product_id
    where o.campaign_id = ${campaignId}
    group by p.id, p.fi_id, p.redeem_limit_count, p.redeemed_count
  `);
  await progress.total(rows.rows.length);
  stopIfCanceled(progress.signal);
  const now = new Date();
  const values = rows.rows.flatMap((row) =>
    COMPUTED_METRICS.flatMap((metric) => {
      const value = row[metric];
      return value === null
        ? []
        : [{ campaignId, fiId: row.fi_id, productId: row.product_id, metric, value: String(value), computedAt: now }];
    }),
  );
  await db.transaction(async (tx) => {
    await tx.delete(campaignOfferMetrics).where(eq(campaignOfferMetrics.campaignId, campaignId));
    if (values.length) await tx.insert(campaignOfferMetrics).values(values);
  });
  await progress.advance(rows.rows.length);
  return { products: rows.rows.length, metrics: values.length };
}
