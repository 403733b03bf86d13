import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  API_KEY_FIELDS,
  type ApiKey,
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
  updateApiKey,
} from '../../api/api-keys.ts';
import {
  API_KEY_DEFAULT_ORDER,
  apiKeyColumns,
  findApiKey,
  insertApiKey,
  toApiKey,
  updateApiKeyRow,
} from '../db/queries/api-keys.ts';
import { embedderApiKeys } from '../db/schema/index.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';
import { newApiKey } from '../partner/api-key-value.ts';

const noKey = () => notFound('No such API key');
/** What an audit row keeps of a key: never its value or hash (the prefix only names it). */
const audited = ({ name, enabled, keyPrefix, revokedAt }: ApiKey) => ({ name, enabled, keyPrefix, revokedAt });

/** Embedder API keys (002 §3 "API key … shown once"): list, create (the value answered once), read, change, revoke. */
export function registerApiKeyRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listApiKeys, async ({ query, tenant, db }) =>
    pagedList(
      {
        fields: API_KEY_FIELDS,
        columns: apiKeyColumns,
        select: () => db.select(apiKeyColumns).from(embedderApiKeys).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(embedderApiKeys).where(where))[0]?.n ?? 0,
        where: eq(embedderApiKeys.embedderId, tenant.id),
        defaultOrder: API_KEY_DEFAULT_ORDER,
        toRow: toApiKey,
        csvName: 'api-keys',
      },
      query,
    ),
  );

  scopedRoute(app, createApiKey, async ({ body, tenant, db, audit }) => {
    const { key, keyHash, keyPrefix } = newApiKey();
    const created = await insertApiKey(db, { embedderId: tenant.id, fields: body, keyHash, keyPrefix });
    audit.record({ entityId: created.id, entityName: created.name, oldValue: null, newValue: audited(created) });
    return { ...created, key };
  });

  scopedRoute(
    app,
    getApiKey,
    async ({ params, tenant, db }) => (await findApiKey(db, tenant.id, params.apiKeyId)) ?? Promise.reject(noKey()),
  );

  scopedRoute(app, updateApiKey, async ({ params, body, tenant, db, audit }) => {
    const before = await findApiKey(db, tenant.id, params.apiKeyId, true);
    if (!before) throw noKey();
    const after = await updateApiKeyRow(db, tenant.id, params.apiKeyId, body);
    if (!after) throw noKey();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: audited(before), newValue: audited(after) });
    return after;
  });

  scopedRoute(app, revokeApiKey, async ({ params, tenant, db, audit }) => {
    const before = await findApiKey(db, tenant.id, params.apiKeyId, true);
    if (!before) throw noKey();
    const after = await updateApiKeyRow(db, tenant.id, params.apiKeyId, { revoke: true });
    if (!after) throw noKey();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: audited(before), newValue: audited(after) });
    return after;
  });
}
