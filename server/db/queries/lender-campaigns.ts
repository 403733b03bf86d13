import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CampaignFileRecord,
  CatalogueProduct,
  LenderCampaign,
  LenderCampaignDetail,
} from '../../../api/lender-campaigns.ts';
import type { CampaignSourceType } from '../../../domain/catalog/campaign-status.ts';
import { redeemLimitOrder } from '../../../domain/catalog/product-rules.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import type { DataFileStatus } from '../../../domain/catalog/statuses.ts';
import type { CampaignFile } from '../../../domain/enrollment/campaign-file.ts';
import {
  NEW_PRODUCT_PARTICIPATION,
  productParticipationMoves,
} from '../../../machines/product/product-participation-lifecycle.ts';
import { campaignFileProductStatus, moveProducts } from '../../products/product-validation.ts';
import type { Executor } from '../pool.ts';
import {
  fiCampaignEnrollments,
  fiCampaignFiles,
  productDisclosureFiles,
  products,
  ucCampaigns,
} from '../schema/index.ts';
import { campaignPeriodColumns, campaignPeriods } from './embedder-campaigns.ts';
import { insertProductTiers } from './product-tiers.ts';
import type { AdminScope, FiScope } from './scope.ts';

/**
 * A lender's campaigns, enrollments, campaign files and catalogue (002 §4–5). Every query is the scope's lender's
 * (docs/decisions/0505-query-layer.md); the catalogue reads and the product lock are also an admin's (AdminScope), who
 * names the lender its redeem-limit call is about (`lenderId`, looked up by adminLenderAndCampaign) — a lender's scope
 * cannot name another.
 */

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** Every UC campaign with this lender's enrollment row (if any), newest offers period first. */
async function campaignRows(db: Executor, fiId: string) {
  return db
    .select({
      ...campaignPeriodColumns,
      enrollment: fiCampaignEnrollments.status,
      sourceType: fiCampaignEnrollments.sourceType,
      dataFileStatus: fiCampaignEnrollments.dataFileStatus,
      autoEnrolled: fiCampaignEnrollments.autoEnrolled,
    })
    .from(ucCampaigns)
    .leftJoin(
      fiCampaignEnrollments,
      and(eq(fiCampaignEnrollments.ucCampaignId, ucCampaigns.id), eq(fiCampaignEnrollments.fiId, fiId)),
    )
    .orderBy(desc(ucCampaigns.startsAt));
}
type CampaignRow = Awaited<ReturnType<typeof campaignRows>>[number];

function toLenderCampaign(row: CampaignRow, now: Date): LenderCampaign {
  return {
    ...campaignPeriods(row, now),
    enrollmentState: row.enrollment === null ? 'None' : row.enrollment === 'ENROLLED' ? 'Enrolled' : 'Not Enrolled',
    sourceType: (row.sourceType as CampaignSourceType | null) ?? null,
    dataFileStatus: (row.dataFileStatus as DataFileStatus | null) ?? null,
    autoEnrolled: row.autoEnrolled ?? false,
  };
}

/** The UC campaigns a lender can see: every one past CREATED and not FAILED (display NONE is hidden). */
export async function visibleCampaigns(db: Executor, scope: FiScope, now: Date): Promise<LenderCampaign[]> {
  return (await campaignRows(db, scope.fiId))
    .map((row) => toLenderCampaign(row, now))
    .filter((campaign) => campaign.displayStatus !== 'NONE');
}

/** The lender's campaigns: the next one (to enroll in) and every other it has an enrollment row in. */
export async function lenderCampaigns(db: Executor, scope: FiScope, now: Date): Promise<LenderCampaign[]> {
  return (await visibleCampaigns(db, scope, now)).filter(
    (campaign) => campaign.displayStatus === 'NEXT' || campaign.enrollmentState !== 'None',
  );
}

export async function findLenderCampaign(db: Executor, scope: FiScope, campaignId: string, now: Date) {
  return (await lenderCampaigns(db, scope, now)).find((campaign) => campaign.campaignId === campaignId);
}

/** The campaign summary and product summary of one campaign for this lender, counted from offers and redemptions. */
export async function campaignSummary(
  db: Executor,
  scope: FiScope,
  campaignId: string,
): Promise<Pick<LenderCampaignDetail, 'summary' | 'products'>> {
  const { fiId } = scope;
  const result = await db.execute<{
    id: string;
    name: string;
    category: string;
    offers: number;
    consumers: number;
    redeemed: number;
    amount: string;
  }>(sql`
    select p.id, p.name, p.category,
      count(o.id)::int as offers,
      count(distinct o.consumer_id)::int as consumers,
      count(r.id)::int as redeemed,
      coalesce(sum(r.amount), 0)::text as amount
    from products p
    join offers o on o.product_id = p.id and o.campaign_id = ${campaignId}
    left join redemptions r on r.offer_id = o.id and r.status <> 'CANCELLED'
    where p.fi_id = ${fiId}
    group by p.id, p.name, p.category
    order by p.name
  `);
  const consumers = await db.execute<{ n: number }>(sql`
    select count(distinct o.consumer_id)::int as n from offers o join products p on p.id = o.product_id
    where p.fi_id = ${fiId} and o.campaign_id = ${campaignId}`);
  const rows = result.rows;
  const money = (values: string[]) => values.reduce((sum, value) => sum + Number(value), 0).toFixed(2);
  return {
    summary: {
      offersGenerated: rows.reduce((sum, row) => sum + row.offers, 0),
      consumers: consumers.rows[0]?.n ?? 0,
      redeemed: rows.reduce((sum, row) => sum + row.redeemed, 0),
      redeemedAmount: money(rows.map((row) => row.amount)),
    },
    products: rows.map((row) => ({
      productId: row.id,
      name: row.name,
      category: row.category,
      offersGenerated: row.offers,
      redeemed: row.redeemed,
      redeemedAmount: Number(row.amount).toFixed(2),
    })),
  };
}

/** Creates or updates the lender's enrollment row (status, source, data file status). */
export async function upsertEnrollment(
  db: Executor,
  scope: FiScope,
  key: { campaignId: string },
  values: {
    status?: 'ENROLLED' | 'NOT_ENROLLED';
    /** The statuses the change moves from (the lenderEnrollmentLifecycle machine's): an existing row in another keeps it. */
    from?: readonly ('ENROLLED' | 'NOT_ENROLLED')[];
    sourceType?: string;
    dataFileStatus?: string;
    by?: string | null;
  },
  now: Date,
) {
  const set = {
    ...(values.status ? { status: values.status } : {}),
    ...(values.sourceType ? { sourceType: values.sourceType } : {}),
    ...(values.dataFileStatus ? { dataFileStatus: values.dataFileStatus } : {}),
    // A lender user enrolling (again) makes the enrollment its own, no longer the platform's auto-enrollment.
    ...(values.status === 'ENROLLED' ? { enrolledAt: now, enrolledBy: values.by ?? null, autoEnrolled: false } : {}),
    updatedAt: now,
  };
  await db
    .insert(fiCampaignEnrollments)
    .values({
      fiId: scope.fiId,
      ucCampaignId: key.campaignId,
      status: values.status ?? 'NOT_ENROLLED',
      sourceType: values.sourceType ?? null,
      dataFileStatus: values.dataFileStatus ?? null,
      enrolledAt: now,
      enrolledBy: values.by ?? null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [fiCampaignEnrollments.fiId, fiCampaignEnrollments.ucCampaignId],
      set,
      ...(values.from ? { setWhere: inArray(fiCampaignEnrollments.status, [...values.from]) } : {}),
    });
}

type FileRow = typeof fiCampaignFiles.$inferSelect;
export const toCampaignFile = (row: FileRow): CampaignFileRecord => ({
  fileId: row.id,
  campaignId: row.ucCampaignId,
  fileName: row.fileName,
  format: row.format as 'JSON' | 'CPLX',
  status: row.status as DataFileStatus,
  errors: row.errors,
  productCount: row.productCount,
  uploadedAt: row.uploadedAt.toISOString(),
  uploadedBy: row.uploadedBy,
  appliedAt: iso(row.appliedAt),
});

export async function latestCampaignFile(db: Executor, scope: FiScope, campaignId: string) {
  const [row] = await db
    .select()
    .from(fiCampaignFiles)
    .where(and(eq(fiCampaignFiles.fiId, scope.fiId), eq(fiCampaignFiles.ucCampaignId, campaignId)))
    .orderBy(desc(fiCampaignFiles.uploadedAt))
    .limit(1);
  return row ? toCampaignFile(row) : null;
}

export async function findCampaignFile(db: Executor, scope: FiScope, campaignId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(fiCampaignFiles)
    .where(
      and(
        eq(fiCampaignFiles.id, fileId),
        eq(fiCampaignFiles.fiId, scope.fiId),
        eq(fiCampaignFiles.ucCampaignId, campaignId),
      ),
    )
    .for('update');
  return row;
}

/**
 * Whose catalogue a call reads: a lender's scope is its own (it names no lender); an admin, who reaches every lender,
 * names the one its call is about.
 */
export type LenderOf<S extends FiScope | AdminScope> = S extends AdminScope
  ? { lenderId: string }
  : { lenderId?: never };

/** The lender the scope (or, for an admin, its call) names. */
function lenderIdOf(scope: FiScope | AdminScope, params: { lenderId?: string }): string {
  if (scope.kind === 'fi') return scope.fiId;
  if (!params.lenderId) throw new Error('an admin names the lender whose catalogue it reads');
  return params.lenderId;
}

/** The lender's catalogue (active products first), each with its tier count and latest disclosure file. */
export async function catalogue<S extends FiScope | AdminScope>(
  db: Executor,
  scope: S,
  params: LenderOf<S> & { productId?: string },
): Promise<CatalogueProduct[]> {
  const fiId = lenderIdOf(scope, params);
  const { productId } = params;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      type: products.productType,
      productClass: products.productClass,
      option: products.productOption,
      status: products.status,
      redeemLimitAmount: products.redeemLimitAmount,
      redeemLimitCount: products.redeemLimitCount,
      redeemedAmount: products.redeemedAmount,
      redeemedCount: products.redeemedCount,
      tiers: sql<number>`(select count(*)::int from tiers t where t.product_id = "products"."id")`,
      disclosureFile: sql<
        string | null
      >`(select d.file_name from product_disclosure_files d where d.product_id = "products"."id" order by d.uploaded_at desc limit 1)`,
    })
    .from(products)
    .where(productId ? and(eq(products.fiId, fiId), eq(products.id, productId)) : eq(products.fiId, fiId))
    .orderBy(products.status, products.name);
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    category: row.category,
    type: row.type,
    productClass: row.productClass,
    option: row.option,
    status: row.status,
    tiers: row.tiers,
    primaryLimit: redeemLimitOrder(row.type as ProductType)[0],
    redeemLimitAmount: row.redeemLimitAmount,
    redeemLimitCount: row.redeemLimitCount,
    redeemedAmount: row.redeemedAmount,
    redeemedCount: row.redeemedCount,
    disclosureFile: row.disclosureFile,
  }));
}

/** Locks a lender's product (so a redemption cannot move its redeemed figures under a new limit). */
export async function lockProduct<S extends FiScope | AdminScope>(
  db: Executor,
  scope: S,
  params: LenderOf<S> & { productId: string },
) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, params.productId), eq(products.fiId, lenderIdOf(scope, params))))
    .for('update');
  return row;
}

/** The catalogue's DEACTIVATE, asked of the productParticipation machine once: the statuses it leaves, and enters. */
const DEACTIVATING = productParticipationMoves.taking('DEACTIVATE');
const DEACTIVATED = productParticipationMoves.target('DEACTIVATE');

/**
 * Applies a validated campaign file to the catalogue: each file product becomes a new active product with its
 * tiers and terms; an active product of the same type and class is deactivated (never deleted: it may have offers).
 */
export async function applyCampaignFile(db: Executor, scope: FiScope, file: CampaignFile) {
  const { fiId } = scope;
  const existing = await db
    .select({ id: products.id, name: products.name, type: products.productType, productClass: products.productClass })
    .from(products)
    .where(and(eq(products.fiId, fiId), inArray(products.status, DEACTIVATING)));
  const replaced = existing.filter((product) =>
    file.products.some(
      (incoming) =>
        incoming.type === product.type &&
        incoming.productClass.trim().toLowerCase() === product.productClass.trim().toLowerCase(),
    ),
  );
  if (replaced.length > 0) {
    const ids = replaced.map((product) => product.id);
    await db
      .update(products)
      .set({ status: DEACTIVATED })
      .where(and(inArray(products.id, ids), inArray(products.status, DEACTIVATING)));
    await moveProducts(db, { productIds: ids }, 'DEACTIVATE');
  }
  const added: { id: string; name: string }[] = [];
  for (const incoming of file.products) {
    const [product] = await db
      .insert(products)
      .values({
        fiId,
        name: incoming.name,
        category: incoming.category,
        productType: incoming.type,
        productClass: incoming.productClass,
        productOption: incoming.option,
        status: NEW_PRODUCT_PARTICIPATION,
        validationStatus: campaignFileProductStatus(),
        types: [...(incoming.cardTypes ?? []), ...(incoming.checkingTypes ?? [])],
        rule: incoming.rule?.trim() ? incoming.rule : null,
        disclosureSummary: incoming.description ?? '',
      })
      .returning({ id: products.id, name: products.name });
    if (!product) continue;
    added.push(product);
    await insertProductTiers(
      db,
      product.id,
      incoming.tiers.map((tier) => ({
        tier: { name: tier.name, tierType: tier.type, rule: tier.rule?.trim() ? tier.rule : null },
        terms: tier.terms.map(({ term, apr, minimum, limit }) => ({ term, apr, minimum, limit })),
      })),
    );
  }
  return { deactivated: replaced.map((product) => product.name), added: added.map((product) => product.name) };
}

/** Start from scratch: every active product of the lender becomes inactive (none is deleted). */
export async function deactivateCatalogue(db: Executor, scope: FiScope) {
  const deactivated = await db
    .update(products)
    .set({ status: DEACTIVATED })
    .where(and(eq(products.fiId, scope.fiId), inArray(products.status, DEACTIVATING)))
    .returning({ id: products.id, name: products.name });
  await moveProducts(db, { productIds: deactivated.map((product) => product.id) }, 'DEACTIVATE');
  return deactivated;
}

export async function latestDisclosure(db: Executor, productId: string) {
  const [row] = await db
    .select({ fileName: productDisclosureFiles.fileName, size: productDisclosureFiles.size })
    .from(productDisclosureFiles)
    .where(eq(productDisclosureFiles.productId, productId))
    .orderBy(desc(productDisclosureFiles.uploadedAt))
    .limit(1);
  return row ?? null;
}
