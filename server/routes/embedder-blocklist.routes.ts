import type { Hono } from 'hono';
import {
  type BlocklistEntry,
  EMBEDDER_ID_REQUIRED,
  getEmbedderBlocklist,
  listEmbedderLenders,
  updateEmbedderBlocklist,
} from '../../api/embedder-blocklist.ts';
import { BLOCKLIST_MESSAGES } from '../../domain/validation/embedder-blocklist.ts';
import {
  findEmbeddersByNumber,
  lendersNotBlocking,
  lockEmbedderBlocklist,
  readEmbedderBlocklist,
  replaceEmbedderBlocklist,
} from '../db/queries/embedder-blocklist.ts';
import { bumpConsumerOffersOfEmbedders } from '../db/queries/embedders.ts';
import { ApiError } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { route, scopedRoute } from '../http/register.ts';
import { mintSessionEmbedderScope } from '../http/tenant-scope.ts';
import { refuseUnknownNumbers } from '../http/validation.ts';

/** What the audit keeps of a blocklist: the blocked embedders, by number and name. */
const blockedOnly = (entries: readonly BlocklistEntry[]) =>
  entries.filter((entry) => entry.blocked).map(({ embedderId, name }) => ({ embedderId, name }));

export function registerEmbedderBlocklistRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getEmbedderBlocklist, async ({ scope, db }) => ({
    embedders: await readEmbedderBlocklist(db, scope),
  }));

  scopedRoute(app, updateEmbedderBlocklist, async ({ body, scope, db, audit }) => {
    await lockEmbedderBlocklist(db, scope);
    const before = await readEmbedderBlocklist(db, scope);
    const found = await findEmbeddersByNumber(db, body.embedderIds);
    refuseUnknownNumbers('embedderIds', body.embedderIds, found, BLOCKLIST_MESSAGES.unknown);
    await replaceEmbedderBlocklist(db, scope, { embedderIds: found.map((embedder) => embedder.id) });
    const after = await readEmbedderBlocklist(db, scope);
    // The consumers of each embedder whose state changed see the change in their next offers answer.
    const wasBlocked = new Map(before.map((entry) => [entry.embedderId, entry.blocked]));
    const changed = after.filter((entry) => entry.blocked !== (wasBlocked.get(entry.embedderId) ?? false));
    const changedIds = await findEmbeddersByNumber(
      db,
      changed.map((entry) => entry.embedderId),
    );
    await bumpConsumerOffersOfEmbedders(
      db,
      changedIds.map((embedder) => embedder.id),
    );
    audit.record({
      entityId: null,
      entityName: 'Embedder blocklist',
      oldValue: blockedOnly(before),
      newValue: blockedOnly(after),
    });
    return { embedders: after };
  });

  // 000 §7 GET /embedder/fi. Registered before the tenant route (GET /:realm/:tenantId would take /embedder/fi).
  // An embedder user lists its own lenders (naming another is refused, like any foreign tenant); an admin names one.
  route(app, listEmbedderLenders, async ({ query, auth, c }) => {
    if (auth?.realm !== 'embedder' && query.embedderId === undefined) {
      throw new ApiError(400, 'MISSING_REQUIRED_FIELD', EMBEDDER_ID_REQUIRED, [
        { path: 'embedderId', message: EMBEDDER_ID_REQUIRED },
      ]);
    }
    const { db } = c.get('deps');
    const scope = await mintSessionEmbedderScope(db, auth, query.embedderId);
    return { lenders: await lendersNotBlocking(db, scope) };
  });
}
