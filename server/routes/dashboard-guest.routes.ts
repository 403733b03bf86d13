import type { Context, Hono } from 'hono';
import { DASHBOARD_GUEST_TTL_SECONDS, dashboardGuestToken, guestDashboardPath } from '../../api/dashboard-guest.ts';
import { hasPermission, permissionsForRoles, type RoleName } from '../../domain/permissions.ts';
import { campaignFiguresForGuestDashboard, listCampaignsForGuestDashboard } from '../db/queries/embedder-campaigns.ts';
import { enabledSiteKeyOriginsOf, guestDashboardOwner, reportsDashboardIdOf } from '../db/queries/guest-dashboard.ts';
import { forbidden } from '../http/api-error.ts';
import { answerHeader } from '../http/complete-answer.ts';
import type { AppEnv } from '../http/context.ts';
import { cspOrigins, customDomainOrigin } from '../http/embedder-origins.ts';
import { route } from '../http/register.ts';
import { guestDashboardHtml } from './dashboard-guest-view.ts';

/** The guest view's route under /api (api/dashboard-guest.ts guestDashboardPath builds its links). */
export const GUEST_DASHBOARD_ROUTE = '/dashboards/guest/:dashboardId';

const DASHBOARD_OF = { super: 'admin', fi: 'lender', embedder: 'embedder' } as const;

/** One answer for a missing, expired, foreign or malformed token or dashboard: nothing to tell apart. */
const NOT_AVAILABLE = `<!doctype html><meta charset="utf-8"><title>Dashboard unavailable</title>
<p>This dashboard link has expired or is not valid. Open the dashboard again from your site.</p>`;

/** What a guest page sends besides its policy: never cached, never referred (the token is in its URL). */
function guestHeaders(c: Context<AppEnv>, frameAncestors: string): void {
  // Framed by the embedder's sites, which frame-ancestors names: the API's X-Frame-Options SAMEORIGIN would refuse them.
  c.set('framedByPolicy', true);
  answerHeader(c, 'Cache-Control', 'no-store');
  answerHeader(c, 'Referrer-Policy', 'no-referrer');
  // Loaded by other sites' frames (frame-ancestors says which): the default same-origin resource policy would refuse it.
  answerHeader(c, 'Cross-Origin-Resource-Policy', 'cross-origin');
  answerHeader(
    c,
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
  );
}

/**
 * The read-only dashboard a guest token opens (issue 32 item 5, docs/decisions/0673): the embedder's reports
 * dashboard, selected by its reports dashboard id, for the token's own embedder only, framable by the embedder's
 * approved origins (its custom domain and its enabled site keys' origins) and the app itself.
 */
async function guestDashboardPage(c: Context<AppEnv>): Promise<Response> {
  const { db, tokens } = c.get('deps');
  const claims = await tokens.verifyDashboardGuest(c.req.query('token') ?? '', 'embedder').catch(() => null);
  const owner =
    claims?.dashboard === 'embedder' && claims.tenantId
      ? await guestDashboardOwner(db, claims.tenantId, c.req.param('dashboardId') ?? '')
      : undefined;
  if (!owner) {
    guestHeaders(c, "'none'");
    return c.html(NOT_AVAILABLE, 404);
  }
  const origins = cspOrigins([
    owner.customDomain ? customDomainOrigin(owner.customDomain) : null,
    ...(await enabledSiteKeyOriginsOf(db, owner.embedderId)),
  ]);
  const now = c.get('deps').now?.() ?? new Date();
  const campaigns = await listCampaignsForGuestDashboard(db, owner.embedderId, now);
  const campaign = campaigns.find((one) => one.displayStatus === 'CURRENT') ?? campaigns[0] ?? null;
  const figures = campaign ? await campaignFiguresForGuestDashboard(db, owner.embedderId, campaign.campaignId) : null;
  guestHeaders(c, ["'self'", ...origins].join(' '));
  return c.html(guestDashboardHtml({ embedderName: owner.name, campaign, figures }));
}

/** 000 §7: a guest token for the caller's own dashboard (docs/decisions/0448-dashboard-guest-token.md). */
export function registerDashboardGuestRoutes(app: Hono<AppEnv>): void {
  route(app, dashboardGuestToken, async ({ auth, c }) => {
    const realm = auth?.realm;
    if (!auth || (realm !== 'super' && realm !== 'fi' && realm !== 'embedder')) throw forbidden();
    const permissions = permissionsForRoles(auth.roles as RoleName[]);
    if (!hasPermission(permissions, { dashboard: ['read'] }))
      throw forbidden('You do not have the necessary permissions');
    const dashboard = DASHBOARD_OF[realm];
    const tenantId = realm === 'super' ? null : auth.tenantId;
    const deps = c.get('deps');
    const token = await deps.tokens.signDashboardGuest(
      realm,
      auth.sub,
      { dashboard, tenantId },
      DASHBOARD_GUEST_TTL_SECONDS,
    );
    // Only an embedder has a reports dashboard id (002 §3): its token opens the guest view.
    const dashboardId = realm === 'embedder' && tenantId ? await reportsDashboardIdOf(deps.db, tenantId) : null;
    return {
      token,
      dashboard,
      expiresIn: DASHBOARD_GUEST_TTL_SECONDS,
      dashboardId,
      ...(dashboardId ? { viewPath: guestDashboardPath(dashboardId, token) } : {}),
    };
  });
  app.get(GUEST_DASHBOARD_ROUTE, guestDashboardPage);
}
