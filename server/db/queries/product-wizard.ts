import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ProductDraft, ProductRow, ProductTemplate } from '../../../api/products.ts';
import { defaultTermFor } from '../../../domain/catalog/product-rules.ts';
import { CATEGORY_OF_TYPE, type WizardStep, wizardSteps } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { categoriesOf } from '../../../domain/catalog/stipulation-documents.ts';
import { type DraftSteps, draftProfile } from '../../../domain/validation/product-wizard.ts';
import type { Executor } from '../pool.ts';
import {
  offers,
  productAddOns,
  productDisclosures,
  productDrafts,
  products,
  productTemplates,
  redemptions,
  stipulationCatalogue,
  stipulations,
  tiers,
  tierTerms,
} from '../schema/index.ts';

type ProductRecord = typeof products.$inferSelect;
type DraftRecord = typeof productDrafts.$inferSelect;

/** Non-lending offers have no tiers of their own: one tier of this deposit ceiling carries APY and minimum deposit. */
export const NON_LENDING_DEPOSIT_LIMIT = '250000';

/** '5.490' → '5.49': numeric columns as the wizard's decimal fields take them. */
const plain = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(Number(value));

const toDraft = (row: Pick<DraftRecord, 'productId' | 'steps' | 'completed' | 'updatedAt'>): ProductDraft => ({
  productId: row.productId,
  steps: row.steps as Record<string, unknown>,
  completed: row.completed,
  updatedAt: row.updatedAt.toISOString(),
});

export async function findProduct(db: Executor, fiId: string, productId: string, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.fiId, fiId), eq(products.id, productId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The wizard steps of a saved product, rebuilt from its rows. */
export async function productSteps(db: Executor, product: ProductRecord): Promise<DraftSteps> {
  const type = product.productType as ProductType;
  const details = (product.details ?? {}) as Record<string, unknown>;
  const tierRows = await db.select().from(tiers).where(eq(tiers.productId, product.id)).orderBy(asc(tiers.position));
  const termRows = tierRows.length
    ? await db
        .select()
        .from(tierTerms)
        .where(
          inArray(
            tierTerms.tierId,
            tierRows.map((tier) => tier.id),
          ),
        )
        .orderBy(asc(tierTerms.term))
    : [];
  const stipRows = await db
    .select({ catalogueId: stipulations.catalogueId })
    .from(stipulations)
    .where(and(eq(stipulations.productId, product.id), eq(stipulations.viaRule, false)));
  const disclosureRows = await db
    .select({ title: productDisclosures.title, body: productDisclosures.body })
    .from(productDisclosures)
    .where(eq(productDisclosures.productId, product.id))
    .orderBy(asc(productDisclosures.position));
  const defaults = (details.defaultTerms as (number | null)[] | undefined) ?? [];
  const { configure, addOn } = details as { configure?: unknown; addOn?: unknown };
  const cardOrChecking =
    type === 'Unsecured_Credit_Card'
      ? { cardTypes: product.types }
      : type === 'Checking_Account'
        ? { checkingTypes: product.types }
        : {};
  return {
    productDetails: {
      type,
      productClass: product.productClass,
      option: product.productOption,
      name: product.name,
      description: (details.description as string | undefined) ?? '',
      ...cardOrChecking,
    },
    configureProducts: configure ?? {},
    productRules: { rule: product.rule ?? '' },
    ...(wizardSteps({ type }).includes('tiers')
      ? {
          tiers: {
            tiers: tierRows.map((tier, index) => {
              const terms = termRows.filter((term) => term.tierId === tier.id);
              const defaultTerm = defaults[index] ?? defaultTermFor(type) ?? terms[0]?.term;
              return {
                name: tier.name,
                type: tier.tierType,
                rule: tier.rule ?? '',
                promoEnabled: terms.some((term) => term.promotion !== null),
                terms: terms.map((term) => ({
                  term: term.term,
                  apr: plain(term.apr),
                  limit: plain(term.limit),
                  minimum: plain(term.minimum),
                  isDefault: term.term === defaultTerm,
                  ...(term.promotion
                    ? {
                        promoType: term.promotion.type,
                        promoApr: plain(term.promotion.apr),
                        promoTerm: term.promotion.term,
                        promoMinimum: plain(term.promotion.minimum),
                      }
                    : {}),
                })),
              };
            }),
          },
        }
      : {}),
    stipulations: { catalogueIds: stipRows.flatMap((row) => (row.catalogueId ? [row.catalogueId] : [])) },
    disclosures: { summary: product.disclosureSummary, disclosures: disclosureRows },
    addOn: addOn ?? { addOnProductIds: [] },
    redeemLimit: {
      byAmount: product.redeemLimitAmount !== null,
      byCount: product.redeemLimitCount !== null,
      ...(product.redeemLimitAmount !== null ? { amount: plain(product.redeemLimitAmount) } : {}),
      ...(product.redeemLimitCount !== null ? { count: product.redeemLimitCount } : {}),
    },
  };
}

/** Every active step but Summary: what a saved product (or a template) counts as complete. */
export const stepsBeforeSummary = (steps: DraftSteps): WizardStep[] =>
  wizardSteps(draftProfile(steps)).filter((step) => step !== 'summary');

export async function findDraft(db: Executor, fiId: string, productId: string | null, lock = false) {
  const query = db
    .select()
    .from(productDrafts)
    .where(
      and(
        eq(productDrafts.fiId, fiId),
        productId === null ? isNull(productDrafts.productId) : eq(productDrafts.productId, productId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
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
  params: { fiId: string; productId: string | null; steps: DraftSteps; completed: readonly WizardStep[] },
): Promise<ProductDraft> {
  const existing = await findDraft(db, params.fiId, params.productId, true);
  const values = { steps: params.steps, completed: [...params.completed], updatedAt: new Date() };
  const [row] = existing
    ? await db.update(productDrafts).set(values).where(eq(productDrafts.id, existing.id)).returning()
    : await db
        .insert(productDrafts)
        .values({ fiId: params.fiId, productId: params.productId, ...values })
        .returning();
  if (!row) throw new Error('draft not stored');
  return toDraft(row);
}

export async function dropDraft(db: Executor, fiId: string, productId: string | null): Promise<void> {
  await db
    .delete(productDrafts)
    .where(
      and(
        eq(productDrafts.fiId, fiId),
        productId === null ? isNull(productDrafts.productId) : eq(productDrafts.productId, productId),
      ),
    );
}

/** The lender's products that may be offered as add-ons (option ADD_ON or BOTH), but `except`. */
export async function addOnProductIds(db: Executor, fiId: string, except?: string): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.fiId, fiId),
        inArray(products.productOption, ['ADD_ON', 'BOTH']),
        except ? ne(products.id, except) : undefined,
      ),
    );
  return rows.map((row) => row.id);
}

/** Products of the lender that list `productId` as an acceptable add-on (its associations, 002 §4). */
export async function addOnAssociations(db: Executor, fiId: string, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.fiId, fiId),
        ne(products.id, productId),
        sql`${products.details} -> 'addOn' -> 'addOnProductIds' ? ${productId}`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function typeAndClassOfLender(db: Executor, fiId: string) {
  const rows = await db
    .select({ id: products.id, type: products.productType, productClass: products.productClass })
    .from(products)
    .where(eq(products.fiId, fiId));
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

interface SavedStep {
  productDetails: {
    type: ProductType;
    productClass: string;
    option: string;
    name: string;
    description?: string;
    cardTypes?: string[];
    checkingTypes?: string[];
    status?: 'active' | 'inactive';
  };
  configureProducts: Record<string, unknown>;
  productRules: { rule: string };
  tiers?: {
    tiers: {
      name: string;
      type: 'PREQUAL' | 'PRESCREEN';
      rule?: string;
      promoEnabled?: boolean;
      terms: {
        term: number;
        apr: string;
        limit: string;
        minimum: string;
        isDefault?: boolean;
        promoType?: string;
        promoApr?: string;
        promoTerm?: number;
        promoMinimum?: string;
      }[];
    }[];
  };
  stipulations?: { catalogueIds?: string[] };
  disclosures: { summary: string; disclosures: { title: string; body: string }[] };
  addOn?: { addOnProductIds: string[]; maxAddOnRateDiscount?: string };
  redeemLimit: { byAmount: boolean; byCount: boolean; amount?: string; count?: number };
}

/**
 * Writes a validated draft as the product (insert, or replace of an existing one's rows): products with its details,
 * tiers and terms (non-lending: one tier from APY and minimum deposit), stipulations, disclosures and add-ons.
 */
export async function writeProduct(
  db: Executor,
  params: {
    fiId: string;
    productId: string | null;
    steps: DraftSteps;
    addOnNames: Map<string, { name: string; type: string }>;
  },
): Promise<ProductRecord> {
  const s = params.steps as unknown as SavedStep;
  const d = s.productDetails;
  const tierList = s.tiers?.tiers ?? [];
  const values = {
    name: d.name.trim(),
    category: CATEGORY_OF_TYPE[d.type],
    productType: d.type,
    productClass: d.productClass.trim(),
    productOption: d.option,
    types: d.cardTypes ?? d.checkingTypes ?? [],
    repaymentFrequency: (s.configureProducts.repaymentFrequency as string | undefined) ?? 'MONTHLY',
    paymentCalculation: (s.configureProducts.paymentCalculation as string | undefined) ?? null,
    rule: s.productRules.rule.trim(),
    disclosureSummary: s.disclosures.summary.trim(),
    redirectUrl: (s.configureProducts.externalRedemptionUrl as string | undefined) ?? null,
    redeemLimitAmount: s.redeemLimit.byAmount ? (s.redeemLimit.amount ?? null) : null,
    redeemLimitCount: s.redeemLimit.byCount ? (s.redeemLimit.count ?? null) : null,
    details: {
      description: d.description ?? '',
      configure: s.configureProducts,
      addOn: { addOnProductIds: [], ...s.addOn },
      defaultTerms: tierList.map((tier) => tier.terms.find((term) => term.isDefault)?.term ?? null),
    },
    validationStatus: 'VALIDATED',
  };
  let product: ProductRecord | undefined;
  if (params.productId) {
    [product] = await db
      .update(products)
      .set(values)
      .where(and(eq(products.fiId, params.fiId), eq(products.id, params.productId)))
      .returning();
    if (product) {
      await db.delete(tiers).where(eq(tiers.productId, product.id));
      await db.delete(productDisclosures).where(eq(productDisclosures.productId, product.id));
      await db.delete(productAddOns).where(eq(productAddOns.productId, product.id));
      await db.delete(stipulations).where(and(eq(stipulations.productId, product.id), eq(stipulations.viaRule, false)));
    }
  } else {
    [product] = await db
      .insert(products)
      .values({ fiId: params.fiId, ...values })
      .returning();
  }
  if (!product) throw new Error('product not written');
  const productId = product.id;

  const writtenTiers =
    tierList.length > 0
      ? tierList
      : [
          {
            name: 'Standard',
            type: 'PRESCREEN' as const,
            rule: '',
            terms: [
              {
                term: 0,
                apr: '0',
                apy: String(s.configureProducts.apy ?? '0'),
                minimum: String(s.configureProducts.minimumDeposit ?? '0'),
                limit: NON_LENDING_DEPOSIT_LIMIT,
              },
            ],
          },
        ];
  for (const [position, tier] of writtenTiers.entries()) {
    const [row] = await db
      .insert(tiers)
      .values({ productId, name: tier.name.trim(), tierType: tier.type, rule: tier.rule?.trim() || null, position })
      .returning({ id: tiers.id });
    if (!row) continue;
    await db.insert(tierTerms).values(
      tier.terms.map((term) => ({
        tierId: row.id,
        term: term.term,
        apr: term.apr,
        apy: 'apy' in term ? (term.apy as string) : null,
        minimum: term.minimum,
        limit: term.limit,
        promotion:
          'promoApr' in term && term.promoApr !== undefined && term.promoTerm !== undefined
            ? {
                type: term.promoType ?? 'INTRODUCTORY_APR',
                apr: term.promoApr,
                term: term.promoTerm,
                minimum: term.promoMinimum ?? term.minimum,
              }
            : null,
      })),
    );
  }
  if (s.disclosures.disclosures.length)
    await db
      .insert(productDisclosures)
      .values(s.disclosures.disclosures.map((item, position) => ({ productId, ...item, position })));
  const addOnRows = (s.addOn?.addOnProductIds ?? []).flatMap((id) => {
    const named = params.addOnNames.get(id);
    return named ? [{ productId, name: named.name, productType: named.type }] : [];
  });
  if (addOnRows.length) await db.insert(productAddOns).values(addOnRows);
  // A step with nothing chosen comes as {} (the browser drops empty answers): no stipulations.
  const catalogueIds = s.stipulations?.catalogueIds ?? [];
  if (catalogueIds.length) {
    const catalogue = await db
      .select({
        id: stipulationCatalogue.id,
        name: stipulationCatalogue.name,
        documents: stipulationCatalogue.allowedDocuments,
      })
      .from(stipulationCatalogue)
      .where(inArray(stipulationCatalogue.id, catalogueIds));
    if (catalogue.length)
      await db
        .insert(stipulations)
        .values(
          catalogue.map((entry) => ({
            productId,
            category: stipulationCategory(entry.documents),
            name: entry.name,
            catalogueId: entry.id,
          })),
        )
        .onConflictDoNothing();
  }
  return product;
}

/** The stipulation category of a catalogue entry: its first allowed document's category. */
const stipulationCategory = (documents: readonly string[]): 'address' | 'name' | 'income' =>
  categoriesOf(documents)[0] ?? 'address';

/** The product table (002 §3 product table row), by name. */
export async function productTable(db: Executor, fiId: string): Promise<ProductRow[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.fiId, fiId))
    .orderBy(asc(products.name), asc(products.id));
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

export async function listTemplates(db: Executor, fiId: string): Promise<ProductTemplate[]> {
  const rows = await db
    .select()
    .from(productTemplates)
    .where(eq(productTemplates.fiId, fiId))
    .orderBy(asc(productTemplates.name));
  return rows.map(toTemplate);
}

export async function findTemplate(db: Executor, fiId: string, templateId: string) {
  const [row] = await db
    .select()
    .from(productTemplates)
    .where(and(eq(productTemplates.fiId, fiId), eq(productTemplates.id, templateId)));
  return row ?? null;
}

export async function insertTemplate(
  db: Executor,
  params: { fiId: string; name: string; productType: string; steps: DraftSteps },
): Promise<ProductTemplate> {
  const [row] = await db.insert(productTemplates).values(params).returning();
  if (!row) throw new Error('template not written');
  return toTemplate(row);
}

export async function deleteTemplateRow(db: Executor, fiId: string, templateId: string) {
  const [row] = await db
    .delete(productTemplates)
    .where(and(eq(productTemplates.fiId, fiId), eq(productTemplates.id, templateId)))
    .returning();
  return row ? toTemplate(row) : null;
}
