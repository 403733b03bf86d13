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
import { apiKeyList, findApiKey, insertApiKey, updateApiKeyRow } from '../db/queries/api-keys.ts';
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
  scopedRoute(app, listApiKeys, async ({ query, scope, db }) =>
    pagedList({ fields: API_KEY_FIELDS, ...apiKeyList(db, scope), csvName: 'api-keys' }, query),
  );

  scopedRoute(app, createApiKey, async ({ body, scope, db, audit }) => {
    const { key, keyHash, keyPrefix } = newApiKey();
    const created = await insertApiKey(db, scope, { fields: body, keyHash, keyPrefix });
    audit.record({ entityId: created.id, entityName: created.name, oldValue: null, newValue: audited(created) });
    return { ...created, key };
  });

  scopedRoute(
    app,
    getApiKey,
    async ({ params, scope, db }) => (await findApiKey(db, scope, { id: params.apiKeyId })) ?? Promise.reject(noKey()),
  );

  scopedRoute(app, updateApiKey, async ({ params, body, scope, db, audit }) => {
    const before = await findApiKey(db, scope, { id: params.apiKeyId, lock: true });
    if (!before) throw noKey();
    const after = await updateApiKeyRow(db, scope, { id: params.apiKeyId, change: body });
    if (!after) throw noKey();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: audited(before), newValue: audited(after) });
    return after;
  });

  scopedRoute(app, revokeApiKey, async ({ params, scope, db, audit }) => {
    const before = await findApiKey(db, scope, { id: params.apiKeyId, lock: true });
    if (!before) throw noKey();
    const after = await updateApiKeyRow(db, scope, { id: params.apiKeyId, change: { revoke: true } });
    if (!after) throw noKey();
    audit.record({ entityId: after.id, entityName: after.name, oldValue: audited(before), newValue: audited(after) });
    return after;
  });
}
