import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SiteKey } from '../../../api/site-keys.ts';
import type { EmbedderTheme } from '../../../domain/catalog/embedder-theme.ts';
import type { SiteKeyFields } from '../../../domain/validation/site-key.ts';
import type { Executor } from '../pool.ts';
import { embedderSiteKeys, embedders } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { EmbedderScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

/** `sk_` + 24 URL-safe characters from 18 random bytes (144 bits): unguessable, though it is no secret. */
export const newSiteKey = (): string => `sk_${randomBytes(18).toString('base64url')}`;

const originsCount = sql<number>`cardinality(${embedderSiteKeys.approvedOrigins})`;

const siteKeyColumns = {
  id: embedderSiteKeys.id,
  name: embedderSiteKeys.name,
  enabled: embedderSiteKeys.enabled,
  key: embedderSiteKeys.key,
  approvedOrigins: embedderSiteKeys.approvedOrigins,
  createdAt: embedderSiteKeys.createdAt,
  updatedAt: embedderSiteKeys.updatedAt,
};
/** The list's declared fields bound to their SQL (api/site-keys.ts SITE_KEY_FIELDS). */
const siteKeyListColumns = {
  name: embedderSiteKeys.name,
  key: embedderSiteKeys.key,
  enabled: embedderSiteKeys.enabled,
  originsCount,
};

type Row = { [K in keyof typeof siteKeyColumns]: (typeof embedderSiteKeys.$inferSelect)[K] };

const toSiteKey = (row: Row): SiteKey => ({
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

const siteKeyRows = tenantRows('embedder', embedderSiteKeys, siteKeyColumns, toSiteKey);

/** The embedder's site keys as a paged list, by name. */
export const siteKeyList = (db: Executor, scope: EmbedderScope): ListSource<typeof siteKeyListColumns, Row, SiteKey> =>
  tableList(db, embedderSiteKeys, {
    columns: siteKeyListColumns,
    selected: siteKeyColumns,
    where: siteKeyRows.ofTenant(scope),
    defaultOrder: [asc(embedderSiteKeys.name), asc(embedderSiteKeys.id)],
    toRow: toSiteKey,
  });

export const findSiteKey = siteKeyRows.find;

export const insertSiteKey = (db: Executor, scope: EmbedderScope, params: { fields: SiteKeyFields }) =>
  siteKeyRows.insert(db, scope, { key: newSiteKey(), ...params.fields });

export const updateSiteKeyRow = (db: Executor, scope: EmbedderScope, params: { id: string; fields: SiteKeyFields }) =>
  siteKeyRows.update(db, scope, params.id, { ...params.fields, updatedAt: new Date() });

export const deleteSiteKeyRow = siteKeyRows.remove;

/*
 * The two below are unscoped on purpose: they serve the public consumer side (the opener handshake, a landing page's
 * theme), which names a site key, not a tenant, and answer nothing but origins and colours.
 */

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
