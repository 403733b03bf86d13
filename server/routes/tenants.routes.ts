import type { Hono } from 'hono';
import { getTenant } from '../../api/session.ts';
import { findTenant } from '../db/queries/tenants.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { type EndpointHandler, route } from '../http/register.ts';

/** A lender or embedder user reads only their own tenant; an admin may read any. Named by its positive number. */
export const getTenantHandler: EndpointHandler<typeof getTenant> = async ({ params, auth, c }) => {
  const tenant = await findTenant(c.get('deps').db, { realm: params.realm, by: { number: params.tenantId } });
  const ownTenant = auth?.realm === params.realm && tenant !== null && auth.tenantId === tenant.uuid;
  if (auth?.realm !== 'super' && !ownTenant) throw forbidden();
  if (!tenant) throw notFound('No such tenant');
  const { uuid: _internal, ...answer } = tenant;
  return answer;
};

export function registerTenantRoutes(app: Hono<AppEnv>): void {
  route(app, getTenant, getTenantHandler);
}
