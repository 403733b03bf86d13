import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** Which dashboard a guest token opens: the caller's realm's (admin, lender or embedder). */
export const GUEST_DASHBOARDS = ['admin', 'lender', 'embedder'] as const;
export const DASHBOARD_GUEST_TTL_SECONDS = 5 * 60;

/**
 * 000 §7 "POST /auth/dashboard-service guest path: /auth/superset/dashboard/guest, empty body: a guest token for a
 * dashboard" (docs/decisions/0448-dashboard-guest-token.md): a short-lived, read-only token for the caller's own
 * dashboard (its tenant), for an embedded analytics host; console users with dashboard read only.
 */
export const dashboardGuestToken = endpoint({
  method: 'POST',
  path: '/auth/superset/dashboard/guest',
  summary: 'A short-lived read-only guest token for the caller’s dashboard (empty body)',
  tags: ['session'],
  access: ['super', 'fi', 'embedder'],
  response: v.object({
    token: v.string(),
    dashboard: v.picklist(GUEST_DASHBOARDS),
    expiresIn: v.number(),
    /** The embedder's reports dashboard id (002 §3), which the token opens; null for admin and lender dashboards. */
    dashboardId: v.optional(v.nullable(v.string())),
    /** The read-only guest view (under the API base path) to put in an iframe, when there is one. */
    viewPath: v.optional(v.string()),
  }),
});

/**
 * The read-only guest view of a reports dashboard (docs/decisions/0673), relative to the API base path: the token in
 * the query, because an iframe cannot send a header.
 */
export const guestDashboardPath = (dashboardId: string, token: string): string =>
  `/dashboards/guest/${encodeURIComponent(dashboardId)}?token=${encodeURIComponent(token)}`;
