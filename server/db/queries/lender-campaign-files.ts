import { and, desc, eq, inArray } from 'drizzle-orm';
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

/**
 * A lender's enrollment files (campaign files, rate files, product disclosures) and the catalogue changes they make
 * (redeem limits, term APRs). Every query is the scope's lender's; an admin (AdminScope) reaches any lender's
 * products for redeem limits.
 */

export type CampaignFileRow = typeof fiCampaignFiles.$inferSelect;
export type RateFileRow = typeof fiRateFiles.$inferSelect;

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
        eq(fiCampaignFiles.fiId, scope.fiId),
        eq(fiCampaignFiles.ucCampaignId, params.ucCampaignId),
        eq(fiCampaignFiles.fileName, params.fileName),
        eq(fiCampaignFiles.status, 'COMPLETE'),
      ),
    );
  return applied.length > 0;
}

export async function insertCampaignFile(
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
): Promise<CampaignFileRow | undefined> {
  const [row] = await db
    .insert(fiCampaignFiles)
    .values({ fiId: scope.fiId, ...params })
    .returning();
  return row;
}

/** A validation's outcome on one of the lender's campaign files, written only from `from` (the machine's from-states). */
export async function setCampaignFileResult(
  db: Executor,
  scope: FiScope,
  params: { id: string; from: string[]; status: string; errors: CampaignFileError[]; appliedAt: Date | null },
): Promise<CampaignFileRow | undefined> {
  const { id, from, ...change } = params;
  const [row] = await db
    .update(fiCampaignFiles)
    .set(change)
    .where(and(eq(fiCampaignFiles.id, id), eq(fiCampaignFiles.fiId, scope.fiId), inArray(fiCampaignFiles.status, from)))
    .returning();
  return row;
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
  const rows = await db
    .select()
    .from(fiRateFiles)
    .where(eq(fiRateFiles.fiId, scope.fiId))
    .orderBy(fiRateFiles.uploadedAt);
  return rows.reverse();
}

export async function insertRateFile(
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
): Promise<RateFileRow | undefined> {
  const [row] = await db
    .insert(fiRateFiles)
    .values({ fiId: scope.fiId, ...params })
    .returning();
  return row;
}

/** One of the lender's rate files, locked (FOR UPDATE) so it is applied once. */
export async function lockRateFile(
  db: Executor,
  scope: FiScope,
  params: { id: string },
): Promise<RateFileRow | undefined> {
  const [row] = await db
    .select()
    .from(fiRateFiles)
    .where(and(eq(fiRateFiles.id, params.id), eq(fiRateFiles.fiId, scope.fiId)))
    .for('update');
  return row;
}

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
export async function markRateFileApplied(
  db: Executor,
  scope: FiScope,
  params: { id: string; status: RateFileRow['status']; at: Date; by: string | null },
): Promise<RateFileRow | undefined> {
  const [row] = await db
    .update(fiRateFiles)
    .set({ status: params.status, appliedAt: params.at, appliedBy: params.by })
    .where(and(eq(fiRateFiles.id, params.id), eq(fiRateFiles.fiId, scope.fiId)))
    .returning();
  return row;
}

/** The lender (by number) and the campaign an admin's redeem-limit call names; undefined parts are missing. */
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
    .select({ name: ucCampaigns.name })
    .from(ucCampaigns)
    .where(eq(ucCampaigns.id, params.ucCampaignId));
  return { lender, campaign };
}
