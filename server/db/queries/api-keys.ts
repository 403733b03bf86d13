import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey } from '../../../api/api-keys.ts';
import type { ApiKeyFields } from '../../../domain/validation/api-key.ts';
import type { Executor } from '../pool.ts';
import { embedderApiKeys, embedders } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { EmbedderScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

/** What a list or a read shows: never the hash. */
const apiKeyColumns = {
  id: embedderApiKeys.id,
  name: embedderApiKeys.name,
  enabled: embedderApiKeys.enabled,
  keyPrefix: embedderApiKeys.keyPrefix,
  createdAt: embedderApiKeys.createdAt,
  lastUsedAt: embedderApiKeys.lastUsedAt,
  revokedAt: embedderApiKeys.revokedAt,
};
type ApiKeyRow = Pick<typeof embedderApiKeys.$inferSelect, keyof typeof apiKeyColumns>;

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const apiKeyRows = tenantRows('embedder', embedderApiKeys, apiKeyColumns, toApiKey);

/** The embedder's keys as a paged list, newest first. */
export const apiKeyList = (db: Executor, scope: EmbedderScope): ListSource<typeof apiKeyColumns, ApiKeyRow, ApiKey> =>
  tableList(db, embedderApiKeys, {
    columns: apiKeyColumns,
    where: apiKeyRows.ofTenant(scope),
    defaultOrder: [desc(embedderApiKeys.createdAt), desc(embedderApiKeys.id)],
    toRow: toApiKey,
  });

export const insertApiKey = (
  db: Executor,
  scope: EmbedderScope,
  values: { fields: ApiKeyFields; keyHash: string; keyPrefix: string },
) => apiKeyRows.insert(db, scope, { ...values.fields, keyHash: values.keyHash, keyPrefix: values.keyPrefix });

/** One key of the embedder; `lock` takes it FOR UPDATE so the audit's old value is the one a change replaces. */
export const findApiKey = apiKeyRows.find;

export function updateApiKeyRow(
  db: Executor,
  scope: EmbedderScope,
  params: { id: string; change: Partial<ApiKeyFields> & { revoke?: true } },
) {
  const { revoke, ...fields } = params.change;
  const revoked = revoke ? { revokedAt: sql`coalesce(${embedderApiKeys.revokedAt}, now())` } : {};
  return apiKeyRows.update(db, scope, params.id, { ...fields, ...revoked });
}

/**
 * The live key with this hash (enabled, not revoked) and its embedder; undefined for anything else. Unscoped by
 * nature: it is how a partner call learns its tenant (server/http/api-key-auth.ts), before any scope exists.
 */
export async function findLiveApiKey(db: Executor, keyHash: string) {
  const [row] = await db
    .select({ id: embedderApiKeys.id, embedderId: embedderApiKeys.embedderId, embedderName: embedders.name })
    .from(embedderApiKeys)
    .innerJoin(embedders, eq(embedders.id, embedderApiKeys.embedderId))
    .where(
      and(eq(embedderApiKeys.keyHash, keyHash), eq(embedderApiKeys.enabled, true), isNull(embedderApiKeys.revokedAt)),
    );
  return row;
}

export async function touchApiKey(db: Executor, id: string): Promise<void> {
  await db.update(embedderApiKeys).set({ lastUsedAt: sql`now()` }).where(eq(embedderApiKeys.id, id));
}
