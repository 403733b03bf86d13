import { and, asc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { ProductDraft, ProductRow, ProductTemplate } from '../../../api/products.ts';
import { defaultTermFor } from '../../../domain/catalog/product-rules.ts';
import { type WizardStep, wizardSteps } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import type { ProductValidationStatus } from '../../../domain/catalog/statuses.ts';
import { type DraftSteps, draftProfile } from '../../../domain/validation/product-wizard.ts';
import { NEW_PRODUCT_PARTICIPATION } from '../../../machines/product/product-participation-lifecycle.ts';
import type { Db, Executor } from '../pool.ts';
import {
  offers,
  productDisclosures,
  productDrafts,
  products,
  productTemplates,
  redemptions,
  stipulations,
  tiers,
  tierTerms,
} from '../schema/index.ts';
import { plain, stepsOfProduct } from './product-draft-steps.ts';
import { deleteProductChildren, insertProductChildren, productValues, type SavedSteps } from './product-write.ts';
import type { FiScope } from './scope.ts';

/**
 * The product wizard's queries (docs/decisions/0505-query-layer.md): every query of the lender's products, drafts and
 * templates takes the lender's `FiScope` and puts its condition in every WHERE and its id in every insert. The helpers
 * that take rows or ids (`termsOfTiers`, `productSteps`, `productRow`, `productInUse`) take no scope: their callers
 * pass what a scoped query found (or, for `termsOfTiers`, tiers chosen across lenders by the offer engine and the
 * admin campaign export), so they read no tenant's rows by a tenant id of their own.
 */

type ProductRecord = typeof products.$inferSelect;
type DraftRecord = typeof productDrafts.$inferSelect;

/** The lender's own products. */
const ofLender = (scope: FiScope) => eq(products.fiId, scope.fiId);
/** The lender's draft of a product (null: the new-product draft). */
const draftOf = (scope: FiScope, productId: string | null) =>
  and(
    eq(productDrafts.fiId, scope.fiId),
    productId === null ? isNull(productDrafts.productId) : eq(productDrafts.productId, productId),
  );
const templateOf = (scope: FiScope, templateId: string) =>
  and(eq(productTemplates.fiId, scope.fiId), eq(productTemplates.id, templateId));

const toDraft = (row: Pick<DraftRecord, 'productId' | 'steps' | 'completed' | 'updatedAt'>): ProductDraft => ({
  productId: row.productId,
  steps: row.steps as Record<string, unknown>,
  completed: row.completed,
  updatedAt: row.updatedAt.toISOString(),
});

/** One of the lender's products (null for another lender's or none); `lock` for a change. */
export async function findProduct(db: Executor, scope: FiScope, params: { productId: string; lock?: boolean }) {
  const query = db
    .select()
    .from(products)
    .where(and(ofLender(scope), eq(products.id, params.productId)));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The terms of the tiers, shortest first (none without a query when there are no tiers). */
export async function termsOfTiers(db: Pick<Db, 'select'>, tierRows: readonly { id: string }[]) {
  if (tierRows.length === 0) return [];
  return db
    .select()
    .from(tierTerms)
    .where(
      inArray(
        tierTerms.tierId,
        tierRows.map((tier) => tier.id),
      ),
    )
    .orderBy(asc(tierTerms.term));
}

/** The wizard steps of a saved product, rebuilt from its rows. */
export async function productSteps(db: Executor, product: ProductRecord): Promise<DraftSteps> {
  const tierRows = await db.select().from(tiers).where(eq(tiers.productId, product.id)).orderBy(asc(tiers.position));
  const termRows = await termsOfTiers(db, tierRows);
  const stipulationRows = await db
    .select({ catalogueId: stipulations.catalogueId })
    .from(stipulations)
    .where(and(eq(stipulations.productId, product.id), eq(stipulations.viaRule, false)));
  const disclosureRows = await db
    .select({ title: productDisclosures.title, body: productDisclosures.body })
    .from(productDisclosures)
    .where(eq(productDisclosures.productId, product.id))
    .orderBy(asc(productDisclosures.position));
  return stepsOfProduct(product, { tierRows, termRows, stipulationRows, disclosureRows });
}

/** Every active step but Summary: what a saved product (or a template) counts as complete. */
export const stepsBeforeSummary = (steps: DraftSteps): WizardStep[] =>
  wizardSteps(draftProfile(steps)).filter((step) => step !== 'summary');

/** The lender's draft of a product (`productId` null: the new-product draft); `lock` for a change. */
export async function findDraft(db: Executor, scope: FiScope, params: { productId: string | null; lock?: boolean }) {
  const query = db.select().from(productDrafts).where(draftOf(scope, params.productId));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

export const draftView = (row: DraftRecord | null, productId: string | null, fallback?: DraftSteps): ProductDraft =>
  row
    ? toDraft(row)
    : {
        productId,
        steps: (fallback ?? {}) as Record<string, unknown>,
        completed: fallback ? stepsBeforeSummary(fallback) : [],
        updatedAt: null,
      };

export async function storeDraft(
  db: Executor,
  scope: FiScope,
  params: { productId: string | null; steps: DraftSteps; completed: readonly WizardStep[] },
): Promise<ProductDraft> {
  const existing = await findDraft(db, scope, { productId: params.productId, lock: true });
  const values = { steps: params.steps, completed: [...params.completed], updatedAt: new Date() };
  const [row] = existing
    ? await db.update(productDrafts).set(values).where(eq(productDrafts.id, existing.id)).returning()
    : await db
        .insert(productDrafts)
        .values({ fiId: scope.fiId, productId: params.productId, ...values })
        .returning();
  if (!row) throw new Error('draft not stored');
  return toDraft(row);
}

export async function dropDraft(db: Executor, scope: FiScope, params: { productId: string | null }): Promise<void> {
  await db.delete(productDrafts).where(draftOf(scope, params.productId));
}

/** The ids of the lender's products that meet every condition. */
async function lenderProductIds(db: Executor, scope: FiScope, ...conditions: (SQL | undefined)[]): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(ofLender(scope), ...conditions));
  return rows.map((row) => row.id);
}

/** The lender's products that may be offered as add-ons (option ADD_ON or BOTH), but `except`. */
export const addOnProductIds = (db: Executor, scope: FiScope, params: { except?: string } = {}): Promise<string[]> =>
  lenderProductIds(
    db,
    scope,
    inArray(products.productOption, ['ADD_ON', 'BOTH']),
    params.except ? ne(products.id, params.except) : undefined,
  );

/** Products of the lender that list `productId` as an acceptable add-on (its associations, 002 §4). */
export const addOnAssociations = (db: Executor, scope: FiScope, params: { productId: string }): Promise<string[]> =>
  lenderProductIds(
    db,
    scope,
    ne(products.id, params.productId),
    sql`${products.details} -> 'addOn' -> 'addOnProductIds' ? ${params.productId}`,
  );

/** The type and class of each of the lender's products (one product per type and class). */
export async function typeAndClassOfLender(db: Executor, scope: FiScope) {
  const rows = await db
    .select({ id: products.id, type: products.productType, productClass: products.productClass })
    .from(products)
    .where(ofLender(scope));
  return rows.map((row) => ({ ...row, type: row.type as ProductType }));
}

/** Whether offers or redemptions point at the product (it can then only be made inactive). */
export async function productInUse(db: Executor, productId: string): Promise<boolean> {
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.productId, productId)).limit(1);
  if (offer) return true;
  const [redemption] = await db
    .select({ id: redemptions.id })
    .from(redemptions)
    .where(eq(redemptions.productId, productId))
    .limit(1);
  return redemption !== undefined;
}

/**
 * Writes a validated draft as the product (insert, or replace of an existing one's rows): products with its details,
 * tiers and terms (non-lending: one tier from APY and minimum deposit), stipulations, disclosures and add-ons.
 */
export async function writeProduct(
  db: Executor,
  scope: FiScope,
  params: {
    productId: string | null;
    steps: DraftSteps;
    addOnNames: Map<string, { name: string; type: string }>;
    /** What the productValidation machine answered for this save (server/products/product-validation.ts). */
    validationStatus: ProductValidationStatus;
  },
): Promise<ProductRecord> {
  const steps = params.steps as unknown as SavedSteps;
  const values = { ...productValues(steps), validationStatus: params.validationStatus };
  let product: ProductRecord | undefined;
  if (params.productId) {
    [product] = await db
      .update(products)
      .set(values)
      .where(and(ofLender(scope), eq(products.id, params.productId)))
      .returning();
    if (product) await deleteProductChildren(db, product.id);
  } else {
    [product] = await db
      .insert(products)
      // A new product is active: the productParticipation machine's initial state (a change keeps its status).
      .values({ fiId: scope.fiId, ...values, status: NEW_PRODUCT_PARTICIPATION })
      .returning();
  }
  if (!product) throw new Error('product not written');
  await insertProductChildren(db, product.id, steps, params.addOnNames);
  return product;
}

/** The product table (002 §3 product table row), by name. */
export async function productTable(db: Executor, scope: FiScope): Promise<ProductRow[]> {
  const rows = await db.select().from(products).where(ofLender(scope)).orderBy(asc(products.name), asc(products.id));
  return Promise.all(rows.map((row) => productRow(db, row)));
}

export async function productRow(db: Executor, row: ProductRecord): Promise<ProductRow> {
  const [tier] = await db
    .select({ id: tiers.id })
    .from(tiers)
    .where(eq(tiers.productId, row.id))
    .orderBy(asc(tiers.position))
    .limit(1);
  const terms = tier
    ? await db.select().from(tierTerms).where(eq(tierTerms.tierId, tier.id)).orderBy(asc(tierTerms.term))
    : [];
  const details = (row.details ?? {}) as {
    defaultTerms?: (number | null)[];
    addOn?: { maxAddOnRateDiscount?: string };
  };
  const wanted = details.defaultTerms?.[0] ?? defaultTermFor(row.productType as ProductType);
  const term = terms.find((t) => t.term === wanted) ?? terms[0];
  return {
    id: row.id,
    name: row.name,
    type: row.productType,
    productClass: row.productClass,
    option: row.productOption,
    rateDiscount: details.addOn?.maxAddOnRateDiscount ?? null,
    apr: plain(term?.apr) ?? null,
    limit: plain(term?.limit) ?? null,
    term: term?.term ?? null,
    minimum: plain(term?.minimum) ?? null,
    isDefault: term !== undefined && term.term === wanted,
    promoTerm: term?.promotion?.term ?? null,
    promoApr: plain(term?.promotion?.apr) ?? null,
    promoMinimum: plain(term?.promotion?.minimum) ?? null,
    participating: row.status === 'active',
    validationStatus: row.validationStatus,
  };
}

const toTemplate = (row: typeof productTemplates.$inferSelect): ProductTemplate => ({
  id: row.id,
  name: row.name,
  productType: row.productType,
  createdAt: row.createdAt.toISOString(),
});

/** The lender's product templates, by name. */
export async function listTemplates(db: Executor, scope: FiScope): Promise<ProductTemplate[]> {
  const rows = await db
    .select()
    .from(productTemplates)
    .where(eq(productTemplates.fiId, scope.fiId))
    .orderBy(asc(productTemplates.name));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Executor, scope: FiScope, params: { templateId: string }) {
  const [row] = await db.select().from(productTemplates).where(templateOf(scope, params.templateId));
  return row ?? null;
}

export async function insertTemplate(
  db: Executor,
  scope: FiScope,
  params: { name: string; productType: string; steps: DraftSteps },
): Promise<ProductTemplate> {
  const [row] = await db
    .insert(productTemplates)
    .values({ ...params, fiId: scope.fiId })
    .returning();
  if (!row) throw new Error('template not written');
  return toTemplate(row);
}

export async function deleteTemplateRow(db: Executor, scope: FiScope, params: { templateId: string }) {
  const [row] = await db.delete(productTemplates).where(templateOf(scope, params.templateId)).returning();
  return row ? toTemplate(row) : null;
}
