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
import type { AdminScope, ConsumerScope, EmbedderScope } from './scope.ts';
import { tenantsByNumber } from './tenant-numbers.ts';

/**
 * An embedder's profile and documents (theme, lender blocklist, campaign settings, approved products). Every query of
 * one embedder's row is the scope's embedder's (docs/decisions/0505-query-layer.md): an embedder's scope (also what an
 * admin gets on /embedders/{embedderId}/…) names the row, so no call can name another. The admin list and create take
 * the AdminScope. Unscoped on purpose, each saying why: the consumer's theme and offer filter (a consumer's call, no
 * tenant signed in), the opener's origins, the lender lookups by number and the offers-version bump a lender's
 * blocklist change makes for the embedders it names.
 */

/** The scope's embedder row. */
const ofEmbedder = (scope: EmbedderScope) => eq(embedders.id, scope.embedderId);

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

/** Locks the row (FOR UPDATE) when `params.lock`: the audit's old value is then the one this change replaces. */
export async function findEmbedder(
  db: Executor,
  scope: EmbedderScope,
  params: { lock?: boolean } = {},
): Promise<Embedder | null> {
  const query = db.select(embedderColumns).from(embedders).where(ofEmbedder(scope));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

/**
 * Whether another embedder has this code: an admin creating one (AdminScope) asks about every embedder, an embedder's
 * scope about every embedder but itself (its own code is not taken by it).
 */
export async function embedderCodeTaken(
  db: Executor,
  scope: EmbedderScope | AdminScope,
  params: { code: string },
): Promise<boolean> {
  const exceptId = scope.kind === 'embedder' ? scope.embedderId : undefined;
  const [row] = await db.select({ id: embedders.id }).from(embedders).where(eq(embedders.code, params.code));
  return row !== undefined && row.id !== exceptId;
}

/** A new embedder (admins: no tenant exists before it). */
export async function insertEmbedder(
  db: Executor,
  _scope: AdminScope,
  fields: EmbedderFields,
): Promise<{ id: string; row: Embedder }> {
  const [row] = await db
    .insert(embedders)
    .values(values(fields))
    .returning({ id: embedders.id, ...embedderColumns });
  if (!row) throw new Error('insert returned no row');
  const { id, ...rest } = row;
  return { id, row: rest };
}

export async function updateEmbedderRow(
  db: Executor,
  scope: EmbedderScope,
  fields: EmbedderFields,
): Promise<Embedder | null> {
  const [row] = await db.update(embedders).set(values(fields)).where(ofEmbedder(scope)).returning(embedderColumns);
  return row ?? null;
}

export const themeAnswer = (theme: EmbedderTheme | null): EmbedderThemeAnswer => {
  const colors = { ...DEFAULT_THEME, ...(theme ?? {}) };
  return { custom: theme !== null, colors, variables: themeVariables(colors) };
};

/** The embedder's stored theme colours (null: never themed), locked when `lock`. */
export async function readTheme(
  db: Executor,
  scope: EmbedderScope,
  params: { lock?: boolean } = {},
): Promise<EmbedderTheme | null> {
  const query = db.select({ theme: embedders.theme }).from(embedders).where(ofEmbedder(scope));
  const [row] = params.lock ? await query.for('update') : await query;
  return row?.theme ?? null;
}

export async function saveTheme(
  db: Executor,
  scope: EmbedderScope,
  params: { theme: EmbedderTheme; css: string },
): Promise<void> {
  await db.update(embedders).set({ theme: params.theme, themeCss: params.css }).where(ofEmbedder(scope));
}

/**
 * The theme of the embedder the scope's consumer came from, or null: the consumer's own call (no tenant is signed in),
 * so the scope is the consumer's and their row names its embedder.
 */
export async function consumerTheme(db: Executor, scope: ConsumerScope): Promise<EmbedderTheme | null | undefined> {
  const [row] = await db
    .select({ embedderId: consumers.embedderId, theme: embedders.theme })
    .from(consumers)
    .leftJoin(embedders, eq(embedders.id, consumers.embedderId))
    .where(eq(consumers.id, scope.consumerId));
  return row?.embedderId ? row.theme : null;
}

/** Every lender with whether this embedder blocks it (fi_embedder_blocklist, read from the embedder's side). */
export async function readFiBlocklist(db: Executor, scope: EmbedderScope): Promise<FiBlocklistEntry[]> {
  const { embedderId } = scope;
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
export async function lockFiBlocklist(db: Executor, scope: EmbedderScope): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`fi-blocklist:${scope.embedderId}`}))`);
}

/** Replaces the embedder's lender blocklist with these lenders (internal ids, from lendersByNumber). */
export async function replaceFiBlocklist(
  db: Executor,
  scope: EmbedderScope,
  params: { fiIds: readonly string[] },
): Promise<void> {
  const { embedderId } = scope;
  const { fiIds } = params;
  await db.delete(fiEmbedderBlocklist).where(eq(fiEmbedderBlocklist.embedderId, embedderId));
  if (fiIds.length === 0) return;
  await db.insert(fiEmbedderBlocklist).values(fiIds.map((fiId) => ({ fiId, embedderId })));
}

/** The lenders these numbers name (unknown numbers are simply absent): a lookup of references, no tenant's data. */
export const lendersByNumber = (db: Executor, numbers: readonly number[]) =>
  tenantsByNumber(db, financialInstitutions, numbers);

/** The embedder's settings and approved products (null columns read as the defaults). */
export async function readEmbedderOptions(
  db: Executor,
  scope: EmbedderScope,
  params: { lock?: boolean } = {},
): Promise<{ settings: EmbedderCampaignSettings; productTypes: ProductType[] }> {
  const query = db
    .select({ settings: embedders.campaignSettings, products: embedders.approvedProducts })
    .from(embedders)
    .where(ofEmbedder(scope));
  const [row] = params.lock ? await query.for('update') : await query;
  return {
    settings: { ...DEFAULT_CAMPAIGN_SETTINGS, ...(row?.settings ?? {}) },
    productTypes: (row?.products ?? [...PRODUCT_TYPES]) as ProductType[],
  };
}

export async function saveEmbedderOptions(
  db: Executor,
  scope: EmbedderScope,
  change: { settings?: EmbedderCampaignSettings; productTypes?: readonly ProductType[] },
): Promise<void> {
  await db
    .update(embedders)
    .set({
      ...(change.settings ? { campaignSettings: change.settings } : {}),
      ...(change.productTypes ? { approvedProducts: [...change.productTypes] } : {}),
    })
    .where(ofEmbedder(scope));
}

/** The embedder's current name (the scope check's tenant is cached and may predate a rename). */
export async function embedderName(db: Executor, scope: EmbedderScope): Promise<string> {
  const [row] = await db.select({ name: embedders.name }).from(embedders).where(ofEmbedder(scope));
  return row?.name ?? '';
}

/**
 * An offer row (joined with products and financial_institutions) the consumer's embedder lets its site show: the
 * lender is not on its FI blocklist, and the product type is approved (null approved products: every type). Unscoped on
 * purpose: a consumer's offers (no tenant is signed in); the consumer's row names its embedder.
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

async function bumpOffersVersions(db: Executor, embedderIds: readonly string[]): Promise<void> {
  if (embedderIds.length === 0) return;
  await db
    .update(consumers)
    .set({ offersVersion: sql`${consumers.offersVersion} + 1` })
    .where(inArray(consumers.embedderId, [...embedderIds]));
}

/**
 * The embedder's consumers' offers answers are cached per offers version (server/routes/consumers.routes.ts): a
 * change of what its site shows bumps the version of each of its consumers, so their next call sees it.
 */
export async function bumpConsumerOffers(db: Executor, scope: EmbedderScope): Promise<void> {
  await bumpOffersVersions(db, [scope.embedderId]);
}

/**
 * bumpConsumerOffers for the consumers of the embedders a lender's blocklist change (un)blocked
 * (server/routes/embedder-blocklist.routes.ts). Unscoped on purpose: a lender's change reaches other tenants'
 * consumers by nature; it only makes their next offers call read afresh, and reads or shows nothing.
 */
export async function bumpConsumerOffersOfEmbedders(db: Executor, embedderIds: readonly string[]): Promise<void> {
  await bumpOffersVersions(db, embedderIds);
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
