import type { Hono } from 'hono';
import {
  createIntegration,
  deleteIntegration,
  INTEGRATION_FIELDS,
  listIntegrations,
  updateIntegration,
} from '../../api/integrations.ts';
import { INTEGRATION_STATUS_REVERTED } from '../../domain/validation/integration.ts';
import { INTEGRATION_STATUS_EVENT, integrationMoves } from '../../machines/integrations/integration-lifecycle.ts';
import {
  deleteIntegrationRow,
  insertIntegration,
  integrationList,
  lockIntegration,
  updateIntegrationRow,
} from '../db/queries/integrations.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';

const noIntegration = () => notFound('No such integration');
const entityName = (integration: { type: string; productCategory: string | null }) =>
  `${integration.type} (${integration.productCategory ?? 'all products'})`;

/** 002 §7 Integrations: list, add, change (id in the body), remove; tokens sealed at rest and answered masked. */
export function registerIntegrationRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listIntegrations, async ({ query, scope, db, c }) => {
    const source = integrationList(db, scope, c.get('deps').encryptionKey);
    return pagedList({ fields: INTEGRATION_FIELDS, ...source, csvName: 'integrations' }, query);
  });

  scopedRoute(app, createIntegration, async ({ body, scope, db, audit, c }) => {
    const integration = await insertIntegration(db, scope, {
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

  scopedRoute(app, updateIntegration, async ({ body, scope, db, audit, c }) => {
    const key = c.get('deps').encryptionKey;
    const before = await lockIntegration(db, scope, { id: body.id, key });
    if (!before) throw noIntegration();
    // 002 §4: integration status cannot be reverted — the integrationLifecycle machine decides.
    const event = body.status === undefined ? undefined : INTEGRATION_STATUS_EVENT[body.status];
    const move = event && integrationMoves.move(before.status, event);
    if (move && 'refused' in move) {
      throw new ApiError(400, 'VALIDATION_FAILED', INTEGRATION_STATUS_REVERTED, [
        { path: 'status', message: move.refused },
      ]);
    }
    const from = event && integrationMoves.taking(event);
    const after = await updateIntegrationRow(db, scope, { fields: body, key, ...(from ? { from } : {}) });
    if (!after) throw noIntegration();
    audit.record({ entityId: after.id, entityName: entityName(after), oldValue: before, newValue: after });
    return after;
  });

  scopedRoute(app, deleteIntegration, async ({ params, scope, db, audit, c }) => {
    const key = c.get('deps').encryptionKey;
    const removed = await deleteIntegrationRow(db, scope, { id: params.integrationId, key });
    if (!removed) throw noIntegration();
    audit.record({ entityId: removed.id, entityName: entityName(removed), oldValue: removed, newValue: null });
    return {};
  });
}
