import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { RateFileRecord } from '../../../api/lender-campaigns.ts';
import type { CampaignFileError } from '../../../domain/enrollment/campaign-file.ts';
import type { RateRow, RateRowError } from '../../../domain/enrollment/rate-file.ts';
import type { Executor } from '../pool.ts';
import {
  fiCampaignFiles,
  financialInstitutions,
  fiRateFiles,
  productDisclosureFiles,
  products,
  tiers,
  tierTerms,
  ucCampaigns,
} from '../schema/index.ts';
import type { AdminScope, FiScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

/**
 * A lender's enrollment files (campaign files, rate files, product disclosures) and the catalogue changes they make
 * (redeem limits, term APRs). Every query is the scope's lender's; an admin (AdminScope) reaches any lender's
 * products for redeem limits.
 */

export type CampaignFileRow = typeof fiCampaignFiles.$inferSelect;
export type RateFileRow = typeof fiRateFiles.$inferSelect;

/** The lender's campaign and rate files as whole rows (the handlers map them: toCampaignFile, toRateFile). */
const campaignFileRows = tenantRows(
  'fi',
  fiCampaignFiles,
  getTableColumns(fiCampaignFiles),
  (row: CampaignFileRow) => row,
);
const rateFileRows = tenantRows('fi', fiRateFiles, getTableColumns(fiRateFiles), (row: RateFileRow) => row);

/** Whether a campaign file of this name was already applied (COMPLETE) to the campaign by the lender. */
export async function campaignFileApplied(
  db: Executor,
  scope: FiScope,
  params: { ucCampaignId: string; fileName: string },
): Promise<boolean> {
  const applied = await db
    .select({ id: fiCampaignFiles.id })
    .from(fiCampaignFiles)
    .where(
      and(
        campaignFileRows.ofTenant(scope),
        eq(fiCampaignFiles.ucCampaignId, params.ucCampaignId),
        eq(fiCampaignFiles.fileName, params.fileName),
        eq(fiCampaignFiles.status, 'COMPLETE'),
      ),
    );
  return applied.length > 0;
}

export const insertCampaignFile = (
  db: Executor,
  scope: FiScope,
  params: {
    ucCampaignId: string;
    fileName: string;
    format: string;
    content: string;
    status: string;
    errors: CampaignFileError[];
    productCount: number;
    uploadedBy: string | null;
    uploadedAt: Date;
  },
) => campaignFileRows.insert(db, scope, params);

/**
 * A validation's outcome on one of the lender's campaign files, written only from `from` (the machine's from-states);
 * null when the file is not the lender's or has left those states.
 */
export function setCampaignFileResult(
  db: Executor,
  scope: FiScope,
  params: { id: string; from: string[]; status: string; errors: CampaignFileError[]; appliedAt: Date | null },
) {
  const { id, from, ...change } = params;
  return campaignFileRows.update(db, scope, id, change, inArray(fiCampaignFiles.status, from));
}

/** A product of the lender (any lender's for an admin). */
const productOf = (scope: FiScope | AdminScope, productId: string) =>
  and(eq(products.id, productId), scope.kind === 'fi' ? eq(products.fiId, scope.fiId) : undefined);

export async function setRedeemLimits(
  db: Executor,
  scope: FiScope | AdminScope,
  params: { productId: string; amount: string | null; count: number | null },
): Promise<void> {
  await db
    .update(products)
    .set({ redeemLimitAmount: params.amount, redeemLimitCount: params.count })
    .where(productOf(scope, params.productId));
}

/** Adds a disclosure PDF to one of the lender's products; false when the product is not the lender's. */
export async function insertDisclosureFile(
  db: Executor,
  scope: FiScope,
  params: {
    productId: string;
    fileName: string;
    content: string;
    size: number;
    uploadedBy: string | null;
    uploadedAt: Date;
  },
): Promise<boolean> {
  const [own] = await db.select({ id: products.id }).from(products).where(productOf(scope, params.productId));
  if (!own) return false;
  await db.insert(productDisclosureFiles).values(params);
  return true;
}

/** The disclosure a product of the lender shows now: its last upload (null when none or not the lender's). */
export async function latestDisclosureFile(
  db: Executor,
  scope: FiScope,
  params: { productId: string },
): Promise<{ fileName: string; content: string } | null> {
  const [row] = await db
    .select({ fileName: productDisclosureFiles.fileName, content: productDisclosureFiles.content })
    .from(productDisclosureFiles)
    .innerJoin(products, eq(products.id, productDisclosureFiles.productId))
    .where(productOf(scope, params.productId))
    .orderBy(desc(productDisclosureFiles.uploadedAt))
    .limit(1);
  return row ?? null;
}

/** The lender's rate files, newest first. */
export async function rateFilesOf(db: Executor, scope: FiScope): Promise<RateFileRow[]> {
  const rows = await db.select().from(fiRateFiles).where(rateFileRows.ofTenant(scope)).orderBy(fiRateFiles.uploadedAt);
  return rows.reverse();
}

export const insertRateFile = (
  db: Executor,
  scope: FiScope,
  params: {
    fileName: string;
    status: RateFileRow['status'];
    rows: RateRow[];
    errors: RateRowError[];
    uploadedBy: string | null;
    uploadedAt: Date;
  },
) => rateFileRows.insert(db, scope, params);

/** One of the lender's rate files, locked (FOR UPDATE) so it is applied once; null when not the lender's. */
export const lockRateFile = (db: Executor, scope: FiScope, params: { id: string }) =>
  rateFileRows.find(db, scope, { ...params, lock: true });

/** Sets the APR of a term of one of the lender's tiers (another lender's term is left alone). */
export async function setTermApr(db: Executor, scope: FiScope, params: { termId: string; apr: string }): Promise<void> {
  const lendersTiers = db
    .select({ id: tiers.id })
    .from(tiers)
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(products.fiId, scope.fiId));
  await db
    .update(tierTerms)
    .set({ apr: params.apr })
    .where(and(eq(tierTerms.id, params.termId), inArray(tierTerms.tierId, lendersTiers)));
}

/** The lender's apply of a rate file: `status` is the rateFileLifecycle machine's answer (the row is locked). */
export const markRateFileApplied = (
  db: Executor,
  scope: FiScope,
  params: { id: string; status: RateFileRow['status']; at: Date; by: string | null },
) => rateFileRows.update(db, scope, params.id, { status: params.status, appliedAt: params.at, appliedBy: params.by });

/**
 * The lender (by number) and the campaign an admin's call names (a redeem limit, an invoice, an acknowledgement
 * request); undefined parts are missing, and each caller says which it reports first.
 */
export async function adminLenderAndCampaign(
  db: Executor,
  _scope: AdminScope,
  params: { lenderNumber: number; ucCampaignId: string },
) {
  const [lender] = await db
    .select({ id: financialInstitutions.id, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.number, params.lenderNumber));
  const [campaign] = await db
    .select({ id: ucCampaigns.id, name: ucCampaigns.name })
    .from(ucCampaigns)
    .where(eq(ucCampaigns.id, params.ucCampaignId));
  return { lender, campaign };
}

/** Active products → tier names → terms, for checking a rate file. */
export async function rateCatalogue(db: Executor, scope: FiScope) {
  const rows = await db
    .select({
      product: products.name,
      tier: tiers.name,
      term: tierTerms.term,
      termId: tierTerms.id,
      apr: tierTerms.apr,
    })
    .from(products)
    .innerJoin(tiers, eq(tiers.productId, products.id))
    .innerJoin(tierTerms, eq(tierTerms.tierId, tiers.id))
    .where(and(eq(products.fiId, scope.fiId), eq(products.status, 'active')));
  const map = new Map<string, Map<string, Set<number>>>();
  for (const row of rows) {
    const tierMap = map.get(row.product) ?? new Map<string, Set<number>>();
    map.set(row.product, tierMap);
    const terms = tierMap.get(row.tier) ?? new Set<number>();
    tierMap.set(row.tier, terms);
    terms.add(row.term);
  }
  return { map, rows };
}

export const toRateFile = (row: RateFileRow): RateFileRecord => ({
  fileId: row.id,
  fileName: row.fileName,
  status: row.status,
  rows: row.rows,
  errors: row.errors,
  uploadedAt: row.uploadedAt.toISOString(),
  uploadedBy: row.uploadedBy,
  appliedAt: row.appliedAt?.toISOString() ?? null,
  appliedBy: row.appliedBy,
});
