import type { Hono } from 'hono';
import { DASHBOARD_GUEST_TTL_SECONDS, dashboardGuestToken } from '../../api/dashboard-guest.ts';
import { hasPermission, permissionsForRoles, type RoleName } from '../../domain/permissions.ts';
import { forbidden } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route } from '../http/register.ts';

const DASHBOARD_OF = { super: 'admin', fi: 'lender', embedder: 'embedder' } as const;

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
    const token = await c
      .get('deps')
      .tokens.signDashboardGuest(realm, auth.sub, { dashboard, tenantId }, DASHBOARD_GUEST_TTL_SECONDS);
    return { token, dashboard, expiresIn: DASHBOARD_GUEST_TTL_SECONDS };
  });
}
