import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  createIntegration,
  deleteIntegration,
  INTEGRATION_FIELDS,
  listIntegrations,
  updateIntegration,
} from '../../api/integrations.ts';
import { canMoveIntegrationStatus, INTEGRATION_STATUS_REVERTED } from '../../domain/validation/integration.ts';
import {
  deleteIntegrationRow,
  INTEGRATION_DEFAULT_ORDER,
  insertIntegration,
  integrationColumns,
  lockIntegration,
  toIntegration,
  updateIntegrationRow,
} from '../db/queries/integrations.ts';
import { fiIntegrations } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

const noIntegration = () => notFound('No such integration');
const entityName = (integration: { type: string; productCategory: string | null }) =>
  `${integration.type} (${integration.productCategory ?? 'all products'})`;

/** 002 §7 Integrations: list, add, change (id in the body), remove; tokens sealed at rest and answered masked. */
export function registerIntegrationRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listIntegrations, async ({ query, tenant, db, c }) => {
    const key = c.get('deps').encryptionKey;
    return pagedList(
      {
        fields: INTEGRATION_FIELDS,
        columns: integrationColumns,
        select: () => db.select(integrationColumns).from(fiIntegrations).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(fiIntegrations).where(where))[0]?.n ?? 0,
        where: eq(fiIntegrations.fiId, tenant.id),
        defaultOrder: INTEGRATION_DEFAULT_ORDER,
        toRow: toIntegration(key),
        csvName: 'integrations',
      },
      query,
    );
  });

  scopedRoute(app, createIntegration, async ({ body, tenant, db, audit, c }) => {
    const integration = await insertIntegration(db, {
      fiId: tenant.id,
      fields: body,
      key: c.get('deps').encryptionKey,
    });
    audit.record({
      entityId: integration.id,
      entityName: entityName(integration),
      oldValue: null,
      newValue: integration,
    });
    return integration;
  });

  scopedRoute(app, updateIntegration, async ({ body, tenant, db, audit, c }) => {
    const key = c.get('deps').encryptionKey;
    const before = await lockIntegration(db, { fiId: tenant.id, id: body.id, key });
    if (!before) throw noIntegration();
    // 002 §4: integration status cannot be reverted.
    if (body.status !== undefined && !canMoveIntegrationStatus(before.status, body.status)) {
      throw new ApiError(400, 'VALIDATION_FAILED', INTEGRATION_STATUS_REVERTED, [
        { path: 'status', message: `${INTEGRATION_STATUS_REVERTED} (it is ${before.status})` },
      ]);
    }
    const after = await updateIntegrationRow(db, { fiId: tenant.id, fields: body, key });
    if (!after) throw noIntegration();
    audit.record({ entityId: after.id, entityName: entityName(after), oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, deleteIntegration, async ({ params, tenant, db, audit, c }) => {
    const key = c.get('deps').encryptionKey;
    const removed = await deleteIntegrationRow(db, { fiId: tenant.id, id: params.integrationId, key });
    if (!removed) throw noIntegration();
    audit.record({ entityId: removed.id, entityName: entityName(removed), oldValue: removed, newValue: null });
    return {};
  });
}
