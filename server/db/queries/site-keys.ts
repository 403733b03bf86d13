import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SiteKey } from '../../../api/site-keys.ts';
import type { EmbedderTheme } from '../../../domain/catalog/embedder-theme.ts';
import type { SiteKeyFields } from '../../../domain/validation/site-key.ts';
import type { Executor } from '../pool.ts';
import { embedderSiteKeys, embedders } from '../schema/index.ts';

/** `sk_` + 24 URL-safe characters from 18 random bytes (144 bits): unguessable, though it is no secret. */
export const newSiteKey = (): string => `sk_${randomBytes(18).toString('base64url')}`;

const originsCount = sql<number>`cardinality(${embedderSiteKeys.approvedOrigins})`;

export const siteKeyColumns = {
  id: embedderSiteKeys.id,
  name: embedderSiteKeys.name,
  enabled: embedderSiteKeys.enabled,
  key: embedderSiteKeys.key,
  approvedOrigins: embedderSiteKeys.approvedOrigins,
  createdAt: embedderSiteKeys.createdAt,
  updatedAt: embedderSiteKeys.updatedAt,
};
/** The list's declared fields bound to their SQL (api/site-keys.ts SITE_KEY_FIELDS). */
export const siteKeyListColumns = {
  name: embedderSiteKeys.name,
  key: embedderSiteKeys.key,
  enabled: embedderSiteKeys.enabled,
  originsCount,
};
export const SITE_KEY_DEFAULT_ORDER = [asc(embedderSiteKeys.name), asc(embedderSiteKeys.id)];

type Row = { [K in keyof typeof siteKeyColumns]: (typeof embedderSiteKeys.$inferSelect)[K] };

export const toSiteKey = (row: Row): SiteKey => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  key: row.key,
  approvedOrigins: row.approvedOrigins,
  originsCount: row.approvedOrigins.length,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The audit's picture of a site key: what the embedder set, without the timestamps. */
export const auditValue = ({ name, enabled, key, approvedOrigins }: SiteKey) => ({
  name,
  enabled,
  key,
  approvedOrigins,
});

type Key = { embedderId: string; id: string };
const byKey = (key: Key) => and(eq(embedderSiteKeys.embedderId, key.embedderId), eq(embedderSiteKeys.id, key.id));

export async function findSiteKey(db: Executor, key: Key, lock = false): Promise<SiteKey | null> {
  const query = db.select(siteKeyColumns).from(embedderSiteKeys).where(byKey(key));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toSiteKey(row) : null;
}

export async function insertSiteKey(
  db: Executor,
  params: { embedderId: string; fields: SiteKeyFields },
): Promise<SiteKey> {
  const [row] = await db
    .insert(embedderSiteKeys)
    .values({ embedderId: params.embedderId, key: newSiteKey(), ...params.fields })
    .returning(siteKeyColumns);
  if (!row) throw new Error('insert returned no row');
  return toSiteKey(row);
}

export async function updateSiteKeyRow(db: Executor, key: Key, fields: SiteKeyFields): Promise<SiteKey | null> {
  const [row] = await db
    .update(embedderSiteKeys)
    .set({ ...fields, updatedAt: new Date() })
    .where(byKey(key))
    .returning(siteKeyColumns);
  return row ? toSiteKey(row) : null;
}

export async function deleteSiteKeyRow(db: Executor, key: Key): Promise<SiteKey | null> {
  const [row] = await db.delete(embedderSiteKeys).where(byKey(key)).returning(siteKeyColumns);
  return row ? toSiteKey(row) : null;
}

/** Every enabled site key's approved origins (the opener handshake's list for the consumer realm). */
export async function enabledSiteKeyOrigins(db: Executor): Promise<string[]> {
  const rows = await db
    .selectDistinct({ origin: sql<string>`unnest(${embedderSiteKeys.approvedOrigins})` })
    .from(embedderSiteKeys)
    .where(eq(embedderSiteKeys.enabled, true));
  return rows.map((row) => row.origin);
}

/** The embedder theme an ENABLED site key names: undefined when the key is unknown or disabled, null when unthemed. */
export async function siteKeyTheme(db: Executor, key: string): Promise<EmbedderTheme | null | undefined> {
  const [row] = await db
    .select({ theme: embedders.theme })
    .from(embedderSiteKeys)
    .innerJoin(embedders, eq(embedders.id, embedderSiteKeys.embedderId))
    .where(and(eq(embedderSiteKeys.key, key), eq(embedderSiteKeys.enabled, true)));
  return row ? row.theme : undefined;
}
