import { and, asc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Embedder, EmbedderThemeAnswer, FiBlocklistEntry } from '../../../api/embedders.ts';
import { DEFAULT_THEME, type EmbedderTheme, themeVariables } from '../../../domain/catalog/embedder-theme.ts';
import { PRODUCT_TYPES, type ProductType } from '../../../domain/catalog/products.ts';
import {
  DEFAULT_CAMPAIGN_SETTINGS,
  type EmbedderCampaignSettings,
  type EmbedderFields,
} from '../../../domain/validation/embedder.ts';
import type { Executor } from '../pool.ts';
import { consumers, embedders, fiEmbedderBlocklist, financialInstitutions, products } from '../schema/index.ts';
import { tableList } from './list-source.ts';
import type { AdminScope } from './scope.ts';

export const embedderColumns = {
  embedderId: embedders.number,
  name: embedders.name,
  code: embedders.code,
  customDomain: embedders.customDomain,
  reportsDashboardId: embedders.reportsDashboardId,
  logoUrl: embedders.logoUrl,
  faviconUrl: embedders.faviconUrl,
  exitRedirectUrl: embedders.exitRedirectUrl,
  exitButtonLabel: embedders.exitButtonLabel,
  forceNewDocumentVerificationSession: embedders.forceNewDocumentVerificationSession,
  prioritizeLocalLenderOffers: embedders.prioritizeLocalLenderOffers,
  themeCss: embedders.themeCss,
};
export const EMBEDDER_DEFAULT_ORDER = [asc(embedders.name), asc(embedders.number)];

const values = (fields: EmbedderFields) => ({ ...fields });

/** Locks the row (FOR UPDATE) when `lock`: the audit's old value is then the one this change replaces. */
export async function findEmbedder(db: Executor, id: string, lock = false): Promise<Embedder | null> {
  const query = db.select(embedderColumns).from(embedders).where(eq(embedders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function embedderCodeTaken(db: Executor, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db.select({ id: embedders.id }).from(embedders).where(eq(embedders.code, code));
  return row !== undefined && row.id !== exceptId;
}

export async function insertEmbedder(db: Executor, fields: EmbedderFields): Promise<{ id: string; row: Embedder }> {
  const [row] = await db
    .insert(embedders)
    .values(values(fields))
    .returning({ id: embedders.id, ...embedderColumns });
  if (!row) throw new Error('insert returned no row');
  const { id, ...rest } = row;
  return { id, row: rest };
}

export async function updateEmbedderRow(db: Executor, id: string, fields: EmbedderFields): Promise<Embedder | null> {
  const [row] = await db.update(embedders).set(values(fields)).where(eq(embedders.id, id)).returning(embedderColumns);
  return row ?? null;
}

export const themeAnswer = (theme: EmbedderTheme | null): EmbedderThemeAnswer => {
  const colors = { ...DEFAULT_THEME, ...(theme ?? {}) };
  return { custom: theme !== null, colors, variables: themeVariables(colors) };
};

/** The embedder's stored theme colours (null: never themed), locked when `lock`. */
export async function readTheme(db: Executor, id: string, lock = false): Promise<EmbedderTheme | null> {
  const query = db.select({ theme: embedders.theme }).from(embedders).where(eq(embedders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row?.theme ?? null;
}

export async function saveTheme(db: Executor, id: string, theme: EmbedderTheme, css: string): Promise<void> {
  await db.update(embedders).set({ theme, themeCss: css }).where(eq(embedders.id, id));
}

/** The theme of the embedder a consumer came from, or null. */
export async function consumerTheme(db: Executor, consumerId: string): Promise<EmbedderTheme | null | undefined> {
  const [row] = await db
    .select({ embedderId: consumers.embedderId, theme: embedders.theme })
    .from(consumers)
    .leftJoin(embedders, eq(embedders.id, consumers.embedderId))
    .where(eq(consumers.id, consumerId));
  return row?.embedderId ? row.theme : null;
}

/** Every lender with whether this embedder blocks it (fi_embedder_blocklist, read from the embedder's side). */
export async function readFiBlocklist(db: Executor, embedderId: string): Promise<FiBlocklistEntry[]> {
  const rows = await db
    .select({ fiId: financialInstitutions.number, name: financialInstitutions.name, blocked: fiEmbedderBlocklist.fiId })
    .from(financialInstitutions)
    .leftJoin(
      fiEmbedderBlocklist,
      and(eq(fiEmbedderBlocklist.fiId, financialInstitutions.id), eq(fiEmbedderBlocklist.embedderId, embedderId)),
    )
    .orderBy(asc(financialInstitutions.name), asc(financialInstitutions.number));
  return rows.map((row) => ({ fiId: row.fiId, name: row.name, blocked: row.blocked !== null }));
}

/** Serialises changes of one embedder's blocklist (held to the end of the transaction). */
export async function lockFiBlocklist(db: Executor, embedderId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`fi-blocklist:${embedderId}`}))`);
}

export async function replaceFiBlocklist(db: Executor, embedderId: string, fiIds: readonly string[]): Promise<void> {
  await db.delete(fiEmbedderBlocklist).where(eq(fiEmbedderBlocklist.embedderId, embedderId));
  if (fiIds.length === 0) return;
  await db.insert(fiEmbedderBlocklist).values(fiIds.map((fiId) => ({ fiId, embedderId })));
}

export async function lendersByNumber(db: Executor, numbers: readonly number[]) {
  if (numbers.length === 0) return [];
  return await db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number })
    .from(financialInstitutions)
    .where(inArray(financialInstitutions.number, [...numbers]));
}

/** The embedder's settings and approved products (null columns read as the defaults). */
export async function readEmbedderOptions(
  db: Executor,
  id: string,
  lock = false,
): Promise<{ settings: EmbedderCampaignSettings; productTypes: ProductType[] }> {
  const query = db
    .select({ settings: embedders.campaignSettings, products: embedders.approvedProducts })
    .from(embedders)
    .where(eq(embedders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return {
    settings: { ...DEFAULT_CAMPAIGN_SETTINGS, ...(row?.settings ?? {}) },
    productTypes: (row?.products ?? [...PRODUCT_TYPES]) as ProductType[],
  };
}

export async function saveEmbedderOptions(
  db: Executor,
  id: string,
  change: { settings?: EmbedderCampaignSettings; productTypes?: readonly ProductType[] },
): Promise<void> {
  await db
    .update(embedders)
    .set({
      ...(change.settings ? { campaignSettings: change.settings } : {}),
      ...(change.productTypes ? { approvedProducts: [...change.productTypes] } : {}),
    })
    .where(eq(embedders.id, id));
}

/** The embedder's current name (the scope check's tenant is cached and may predate a rename). */
export async function embedderName(db: Executor, id: string): Promise<string> {
  const [row] = await db.select({ name: embedders.name }).from(embedders).where(eq(embedders.id, id));
  return row?.name ?? '';
}

/**
 * An offer row (joined with products and financial_institutions) the consumer's embedder lets its site show: the
 * lender is not on its FI blocklist, and the product type is approved (null approved products: every type).
 */
export const shownByConsumerEmbedder = (consumerId: string): SQL => sql`not exists (
  select 1 from ${consumers} c
  join ${embedders} e on e.id = c.embedder_id
  where c.id = ${consumerId}
    and (
      exists (select 1 from ${fiEmbedderBlocklist} b where b.embedder_id = e.id and b.fi_id = ${financialInstitutions.id})
      or (e.approved_products is not null and not (${products.productType} = any(e.approved_products)))
    )
)`;

/**
 * The embedder's consumers' offers answers are cached per offers version (server/routes/consumers.routes.ts): a
 * change of what its site shows bumps the version of each of its consumers, so their next call sees it.
 */
export async function bumpConsumerOffers(db: Executor, embedderId: string | readonly string[]): Promise<void> {
  const ids = typeof embedderId === 'string' ? [embedderId] : [...embedderId];
  if (ids.length === 0) return;
  await db
    .update(consumers)
    .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
    .where(inArray(consumers.embedderId, ids));
}

/** The list's declared fields bound to their SQL (api/embedders.ts EMBEDDER_FIELDS). */
const embedderListColumns = {
  embedderId: embedders.number,
  name: embedders.name,
  code: embedders.code,
  customDomain: embedders.customDomain,
};

/** Every embedder as a paged list, by name (admins). */
export const embedderList = (db: Executor, _scope: AdminScope) =>
  tableList(db, embedders, {
    columns: embedderListColumns,
    selected: embedderColumns,
    where: undefined,
    defaultOrder: EMBEDDER_DEFAULT_ORDER,
    toRow: (row: Embedder) => row,
  });

/**
 * Every embedder's custom domain (the sites that open the consumer marketplace). Unscoped on purpose: the public
 * opener handshake lists origins, nothing of a tenant's data.
 */
export async function embedderCustomDomains(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ domain: embedders.customDomain })
    .from(embedders)
    .where(isNotNull(embedders.customDomain));
  return rows.map((row) => row.domain ?? '');
}
