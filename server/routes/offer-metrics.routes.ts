import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  getAdminDashboard,
  getCampaignMetrics,
  getLenderDashboard,
  reportOfferEvents,
} from '../../api/offer-metrics.ts';
import { adminDashboard } from '../db/queries/admin-dashboard.ts';
import { campaignMetrics, currentCampaign, lenderCampaigns } from '../db/queries/offer-metrics.ts';
import { notFound } from '../http/api-error.ts';
import { consumerIdOf } from '../http/consumer-errors.ts';
import type { AppEnv } from '../http/context.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { route, scopedRoute } from '../http/register.ts';

/** Offer metrics from real events (000 §3, §7) and the admin and lender dashboards built on them. */
export function registerOfferMetricRoutes(app: Hono<AppEnv>): void {
  route(app, reportOfferEvents, async ({ auth, body, c }) => {
    const consumerId = consumerIdOf(auth);
    await countAttempt(c, 'offerEvents', consumerId);
    const events = JSON.stringify(body.events.map((event) => ({ offer_id: event.offerId, kind: event.kind })));
    // Only the consumer's own offers count; the first event of a kind per offer is kept, repeats do nothing.
    const result = await c.get('deps').db.execute(sql`
      insert into offer_events (offer_id, consumer_id, campaign_id, fi_id, kind)
      select distinct o.id, o.consumer_id, o.campaign_id, p.fi_id, k.kind
      from jsonb_to_recordset(${events}::jsonb) as k(offer_id uuid, kind text)
      join offers o on o.id = k.offer_id join products p on p.id = o.product_id
      where o.consumer_id = ${consumerId}
      on conflict (offer_id, kind) do nothing`);
    return { recorded: result.rowCount ?? 0 };
  });

  scopedRoute(app, getCampaignMetrics, async ({ params, tenant, db }) => {
    const [campaign] = (
      await db.execute<{ id: string; name: string }>(
        sql`select id, name from uc_campaigns where id = ${params.ucCampaignId}`,
      )
    ).rows;
    if (!campaign) throw notFound('No such campaign');
    return {
      ucCampaignId: campaign.id,
      campaignName: campaign.name,
      ...(await campaignMetrics(db, tenant.id, campaign.id)),
    };
  });

  scopedRoute(app, getLenderDashboard, async ({ tenant, db }) => {
    const campaigns = await lenderCampaigns(db, tenant.id);
    const current = await currentCampaign(db, new Date());
    const currentId = campaigns.find((campaign) => campaign.id === current?.id)?.id ?? campaigns[0]?.id ?? null;
    return { campaigns, currentId };
  });

  route(app, getAdminDashboard, async ({ c }) => adminDashboard(c.get('deps').db, new Date()));
}
