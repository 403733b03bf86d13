import { and, eq, inArray } from 'drizzle-orm';
import { CATEGORY_OF_TYPE } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { categoriesOf } from '../../../domain/catalog/stipulation-documents.ts';
import type { Executor } from '../pool.ts';
import { productAddOns, productDisclosures, stipulationCatalogue, stipulations, tiers } from '../schema/index.ts';
import { insertProductTiers } from './product-tiers.ts';

/*
 * A validated draft written as a product's rows (product-wizard.ts writeProduct): the products row's values, and
 * the child rows — tiers and terms, disclosures, add-ons, stipulations — replaced as a whole on every save.
 */

/** Non-lending offers have no tiers of their own: one tier of this deposit ceiling carries APY and minimum deposit. */
export const NON_LENDING_DEPOSIT_LIMIT = '250000';

interface SavedTerm {
  term: number;
  apr: string;
  limit: string;
  minimum: string;
  isDefault?: boolean;
  promoType?: string;
  promoApr?: string;
  promoTerm?: number;
  promoMinimum?: string;
}

interface SavedTier {
  name: string;
  type: 'PREQUAL' | 'PRESCREEN';
  rule?: string;
  promoEnabled?: boolean;
  terms: SavedTerm[];
}

/** The draft's steps once validated (domain/validation/product-wizard.ts): the shape writeProduct relies on. */
export interface SavedSteps {
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
  tiers?: { tiers: SavedTier[] };
  stipulations?: { catalogueIds?: string[] };
  disclosures: { summary: string; disclosures: { title: string; body: string }[] };
  addOn?: { addOnProductIds: string[]; maxAddOnRateDiscount?: string };
  redeemLimit: { byAmount: boolean; byCount: boolean; amount?: string; count?: number };
}

/** The products row's values; the default term of each tier goes in details (it is not a column). */
export function productValues(s: SavedSteps) {
  const d = s.productDetails;
  const tierList = s.tiers?.tiers ?? [];
  return {
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
  };
}

/** Before a save replaces them: the child rows the wizard owns (stipulations added by a rule stay). */
export async function deleteProductChildren(db: Executor, productId: string): Promise<void> {
  await db.delete(tiers).where(eq(tiers.productId, productId));
  await db.delete(productDisclosures).where(eq(productDisclosures.productId, productId));
  await db.delete(productAddOns).where(eq(productAddOns.productId, productId));
  await db.delete(stipulations).where(and(eq(stipulations.productId, productId), eq(stipulations.viaRule, false)));
}

/** The tiers to write: the draft's, or for a non-lending product the one tier carrying APY and minimum deposit. */
function tiersToWrite(s: SavedSteps): (SavedTier & { terms: (SavedTerm & { apy?: string })[] })[] {
  const tierList = s.tiers?.tiers ?? [];
  if (tierList.length > 0) return tierList;
  const deposit = {
    term: 0,
    apr: '0',
    apy: String(s.configureProducts.apy ?? '0'),
    minimum: String(s.configureProducts.minimumDeposit ?? '0'),
    limit: NON_LENDING_DEPOSIT_LIMIT,
  };
  return [{ name: 'Standard', type: 'PRESCREEN', rule: '', terms: [deposit] }];
}

const termRow = (term: SavedTerm & { apy?: string }) => ({
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
});

const insertTiers = (db: Executor, productId: string, s: SavedSteps): Promise<void> =>
  insertProductTiers(
    db,
    productId,
    tiersToWrite(s).map((tier) => ({
      tier: { name: tier.name.trim(), tierType: tier.type, rule: tier.rule?.trim() || null },
      terms: tier.terms.map(termRow),
    })),
  );

/** The stipulation category of a catalogue entry: its first allowed document's category. */
const stipulationCategory = (documents: readonly string[]): 'address' | 'name' | 'income' =>
  categoriesOf(documents)[0] ?? 'address';

/** The chosen catalogue entries as the product's stipulations (named and categorised as the catalogue has them). */
async function insertStipulations(db: Executor, productId: string, s: SavedSteps): Promise<void> {
  // A step with nothing chosen comes as {} (the browser drops empty answers): no stipulations.
  const catalogueIds = s.stipulations?.catalogueIds ?? [];
  if (!catalogueIds.length) return;
  const catalogue = await db
    .select({
      id: stipulationCatalogue.id,
      name: stipulationCatalogue.name,
      documents: stipulationCatalogue.allowedDocuments,
    })
    .from(stipulationCatalogue)
    .where(inArray(stipulationCatalogue.id, catalogueIds));
  if (!catalogue.length) return;
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

/** Tiers and terms, disclosures, add-ons (named as the lender's products are now) and stipulations. */
export async function insertProductChildren(
  db: Executor,
  productId: string,
  s: SavedSteps,
  addOnNames: ReadonlyMap<string, { name: string; type: string }>,
): Promise<void> {
  await insertTiers(db, productId, s);
  if (s.disclosures.disclosures.length)
    await db
      .insert(productDisclosures)
      .values(s.disclosures.disclosures.map((item, position) => ({ productId, ...item, position })));
  const addOnRows = (s.addOn?.addOnProductIds ?? []).flatMap((id) => {
    const named = addOnNames.get(id);
    return named ? [{ productId, name: named.name, productType: named.type }] : [];
  });
  if (addOnRows.length) await db.insert(productAddOns).values(addOnRows);
  await insertStipulations(db, productId, s);
}
