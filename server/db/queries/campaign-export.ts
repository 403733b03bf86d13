import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ExportLender, ExportPrescreenRow } from '../../../api/campaign-export.ts';
import { exportedProduct } from '../../../domain/enrollment/campaign-export.ts';
import type { CampaignFileProduct } from '../../../domain/enrollment/campaign-file.ts';
import type { Executor } from '../pool.ts';
import {
  campaignPrescreenCriteria,
  fiCampaignEnrollments,
  financialInstitutions,
  products,
  tiers,
} from '../schema/index.ts';
import { termsOfTiers } from './product-wizard.ts';
import type { AdminScope } from './scope.ts';

type Lender = Omit<ExportLender, 'prescreen' | 'campaignFile'> & { id: string };

/** The campaign's prescreen rows by lender uuid ('' for the campaign's own), states in order. */
async function prescreenRows(db: Executor, campaignId: string): Promise<Map<string, ExportPrescreenRow[]>> {
  const rows = await db
    .select()
    .from(campaignPrescreenCriteria)
    .where(eq(campaignPrescreenCriteria.ucCampaignId, campaignId))
    .orderBy(asc(campaignPrescreenCriteria.state));
  const byLender = new Map<string, ExportPrescreenRow[]>();
  for (const row of rows) {
    const key = row.fiId ?? '';
    const list = byLender.get(key) ?? [];
    list.push({ state: row.state, field: row.field, criteria: row.criteria, complete: row.complete });
    byLender.set(key, list);
  }
  return byLender;
}

/** The lenders with an enrollment row in the campaign (enrolled or not any more), by name. */
const enrolledLenders = (db: Executor, campaignId: string): Promise<Lender[]> =>
  db
    .select({
      id: financialInstitutions.id,
      fiId: financialInstitutions.number,
      name: financialInstitutions.name,
      enrollment: fiCampaignEnrollments.status,
      autoEnrolled: fiCampaignEnrollments.autoEnrolled,
      sourceType: fiCampaignEnrollments.sourceType,
    })
    .from(fiCampaignEnrollments)
    .innerJoin(financialInstitutions, eq(financialInstitutions.id, fiCampaignEnrollments.fiId))
    .where(eq(fiCampaignEnrollments.ucCampaignId, campaignId))
    .orderBy(asc(financialInstitutions.name));

/** The active products of these lenders in the campaign-file shape, by lender uuid. */
async function campaignFiles(db: Executor, fiIds: string[]): Promise<Map<string, CampaignFileProduct[]>> {
  const byLender = new Map<string, CampaignFileProduct[]>();
  if (fiIds.length === 0) return byLender;
  const productRows = await db
    .select()
    .from(products)
    .where(and(inArray(products.fiId, fiIds), eq(products.status, 'active')))
    .orderBy(asc(products.name));
  const ids = productRows.map((row) => row.id);
  const tierRows = ids.length
    ? await db.select().from(tiers).where(inArray(tiers.productId, ids)).orderBy(asc(tiers.position))
    : [];
  const termRows = await termsOfTiers(db, tierRows);
  for (const product of productRows) {
    const productTiers = tierRows
      .filter((tier) => tier.productId === product.id)
      .map((tier) => ({ ...tier, terms: termRows.filter((term) => term.tierId === tier.id) }));
    const list = byLender.get(product.fiId) ?? [];
    list.push(exportedProduct(product, productTiers));
    byLender.set(product.fiId, list);
  }
  return byLender;
}

/**
 * Everything the campaign export (decision 0640) holds beside the campaign row: the campaign's own prescreen
 * criteria and, per lender with an enrollment row, its enrollment, its prescreen criteria and its campaign file.
 * Admins only: a campaign spans every lender.
 */
export async function campaignExportParts(
  db: Executor,
  _scope: AdminScope,
  params: { campaignId: string },
): Promise<{ prescreen: ExportPrescreenRow[]; lenders: ExportLender[] }> {
  const prescreen = await prescreenRows(db, params.campaignId);
  const lenders = await enrolledLenders(db, params.campaignId);
  const files = await campaignFiles(
    db,
    lenders.map((lender) => lender.id),
  );
  return {
    prescreen: prescreen.get('') ?? [],
    lenders: lenders.map(({ id, ...lender }) => ({
      ...lender,
      prescreen: prescreen.get(id) ?? [],
      campaignFile: { products: files.get(id) ?? [] },
    })),
  };
}
