import * as v from 'valibot';
import { OFFER_METRICS } from '../domain/catalog/metrics.ts';
import { PRESCREEN_NOTICE_VERSIONS } from '../domain/compliance/prescreen-notice.ts';
import { adminEndpoint, fiParams } from './console-endpoint.ts';
import { consumerCall } from './consumer-parts/entry.ts';
import { lenderGroup } from './endpoint-group.ts';

export const OFFER_EVENT_KINDS = ['viewed', 'previewed', 'clicked'] as const;
export const MAX_EVENTS_PER_CALL = 50;

/**
 * What the consumer pages report, fire-and-forget (docs/decisions/0432-offer-events-loan-leads.md): `viewed` when an
 * offer is listed on the offers page, `previewed` when its details page opens, `clicked` when the consumer starts
 * redeeming it.
 */
export const reportOfferEvents = consumerCall({
  method: 'POST',
  path: '/offerEvents',
  summary: 'Report offer views, previews and clicks of the signed-in consumer (rate-limited; own offers only)',
  body: v.object({
    events: v.pipe(
      v.array(
        v.object({
          offerId: v.pipe(v.string(), v.uuid('Not found')),
          kind: v.picklist(OFFER_EVENT_KINDS, 'Unknown event'),
          /** The prescreen notice version shown with the offer (decision 0610): kept with the first view. */
          noticeVersion: v.optional(
            v.pipe(
              v.string(),
              v.check((version) => PRESCREEN_NOTICE_VERSIONS.includes(version), 'Unknown notice version'),
            ),
          ),
        }),
      ),
      v.minLength(1, 'No events'),
      v.maxLength(MAX_EVENTS_PER_CALL, `At most ${MAX_EVENTS_PER_CALL} events per call`),
    ),
  }),
  response: v.object({ recorded: v.number() }),
});

const Figures = v.record(v.string(), v.union([v.number(), v.string()]));

/** 000 §7: metricsSummary and offerMetrics, each the fold of a name/value list (domain/catalog/metrics.ts). */
export const CampaignMetrics = v.object({
  ucCampaignId: v.string(),
  campaignName: v.string(),
  metricsSummary: Figures,
  offerMetrics: Figures,
});
export type CampaignMetrics = v.InferOutput<typeof CampaignMetrics>;
export const OFFER_METRIC_NAMES = OFFER_METRICS;

/** The lender dashboard (/fi/{fiId}/…): the lender's figures, which its users and admins read. */
const dashboard = lenderGroup({ tags: ['lender dashboard'], area: 'dashboard' });

export const getCampaignMetrics = dashboard({
  method: 'GET',
  path: '/campaigns/:ucCampaignId/metrics',
  params: fiParams({ ucCampaignId: v.pipe(v.string(), v.uuid('No such campaign')) }),
  summary: 'The lender’s offer metrics in a campaign (from the consumers’ real events), folded into objects',
  response: CampaignMetrics,
});

/** The campaigns a lender has offers or enrollment in, newest first, for the dashboard's picker. */
export const getLenderDashboard = dashboard({
  method: 'GET',
  path: '/dashboard',
  summary: 'The lender dashboard’s campaigns (newest first) and which one is running',
  response: v.object({
    campaigns: v.array(v.object({ id: v.string(), name: v.string(), status: v.string() })),
    currentId: v.nullable(v.string()),
  }),
});

const Point = v.object({ name: v.string(), value: v.number() });
export const DashboardPanel = v.object({
  id: v.string(),
  title: v.string(),
  /** bar, pie, or a figures list (no chart). */
  kind: v.picklist(['bar', 'pie', 'figures', 'dates']),
  points: v.array(Point),
  /** Extra series for grouped bars (e.g. generated vs inventory). */
  series: v.optional(v.array(v.object({ name: v.string(), points: v.array(Point) }))),
  summary: v.string(),
});
export type DashboardPanel = v.InferOutput<typeof DashboardPanel>;

export const AdminDashboard = v.object({
  /** The current campaign, or (current false) the one that ended last when no campaign's offers are live. */
  campaign: v.nullable(v.object({ id: v.string(), name: v.string(), status: v.string(), current: v.boolean() })),
  panels: v.array(DashboardPanel),
});
export type AdminDashboard = v.InferOutput<typeof AdminDashboard>;

export const getAdminDashboard = adminEndpoint({
  method: 'GET',
  path: '/admin/dashboard',
  summary: 'Every admin dashboard panel of the current campaign (enrollment, summary, product, inventory, funding…)',
  tags: ['admin'],
  permission: { area: 'dashboard', action: 'read' },
  response: AdminDashboard,
});
