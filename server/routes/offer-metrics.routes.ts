import type { Hono } from 'hono';
import {
  getAdminDashboard,
  getCampaignMetrics,
  getLenderDashboard,
  reportOfferEvents,
} from '../../api/offer-metrics.ts';
import { adminDashboard } from '../db/queries/admin-dashboard.ts';
import { findCampaignPhase } from '../db/queries/campaign-phase.ts';
import { campaignMetrics, currentCampaign, lenderCampaigns, recordOfferEvents } from '../db/queries/offer-metrics.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { countAttempt } from '../http/rate-limit.ts';
import { route, scopedRoute } from '../http/register.ts';

/** Offer metrics from real events (000 §3, §7) and the admin and lender dashboards built on them. */
export function registerOfferMetricRoutes(app: Hono<AppEnv>): void {
  route(app, reportOfferEvents, async ({ body, c, scope }) => {
    await countAttempt(c, 'offerEvents', scope.consumerId);
    return { recorded: await recordOfferEvents(c.get('deps').db, scope, { events: body.events }) };
  });

  scopedRoute(app, getCampaignMetrics, async ({ params, scope, db }) => {
    // Campaigns are the marketplace's, not a lender's: any lender may ask about one (its own figures only).
    const campaign = await findCampaignPhase(db, params.ucCampaignId);
    if (!campaign) throw notFound('No such campaign');
    return {
      ucCampaignId: campaign.id,
      campaignName: campaign.name,
      ...(await campaignMetrics(db, scope, campaign.id)),
    };
  });

  scopedRoute(app, getLenderDashboard, async ({ scope, db }) => {
    const campaigns = await lenderCampaigns(db, scope);
    const current = await currentCampaign(db, new Date());
    const currentId = campaigns.find((campaign) => campaign.id === current?.id)?.id ?? campaigns[0]?.id ?? null;
    return { campaigns, currentId };
  });

  route(app, getAdminDashboard, async ({ c }) => adminDashboard(c.get('deps').db, new Date()));
}
