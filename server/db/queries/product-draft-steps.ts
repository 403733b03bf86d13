import { defaultTermFor } from '../../../domain/catalog/product-rules.ts';
import { wizardSteps } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import type { DraftSteps } from '../../../domain/validation/product-wizard.ts';
import type { products, tiers, tierTerms } from '../schema/index.ts';

/*
 * A saved product read back as the wizard's steps (product-wizard.ts productSteps): the draft a lender edits starts
 * from what is saved, so each step's answers are rebuilt from the product's rows in the wizard's own shape.
 */

type ProductRecord = typeof products.$inferSelect;
type TierRecord = typeof tiers.$inferSelect;
type TermRecord = typeof tierTerms.$inferSelect;

/** The product's rows besides its products row, as productSteps reads them. */
export interface ProductChildRows {
  tierRows: TierRecord[];
  termRows: TermRecord[];
  stipulationRows: { catalogueId: string | null }[];
  disclosureRows: { title: string; body: string }[];
}

/** '5.490' → '5.49': numeric columns as the wizard's decimal fields take them. */
export const plain = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : String(Number(value));

/** A tier's term as the Tiers step holds it; the promotion's fields only when it has one. */
const termAnswer = (term: TermRecord, defaultTerm: number | undefined) => ({
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
});

/**
 * The Tiers step. The default term is not a column: details.defaultTerms keeps one per tier, else the type's
 * default, else the tier's first term.
 */
function tiersStep(type: ProductType, rows: ProductChildRows, defaults: readonly (number | null)[]) {
  return {
    tiers: rows.tierRows.map((tier, index) => {
      const terms = rows.termRows.filter((term) => term.tierId === tier.id);
      const defaultTerm = defaults[index] ?? defaultTermFor(type) ?? terms[0]?.term;
      return {
        name: tier.name,
        type: tier.tierType,
        rule: tier.rule ?? '',
        promoEnabled: terms.some((term) => term.promotion !== null),
        terms: terms.map((term) => termAnswer(term, defaultTerm)),
      };
    }),
  };
}

/** Card and checking products keep their chosen types in one column; the step names them by product type. */
function productTypes(type: ProductType, product: ProductRecord) {
  if (type === 'Unsecured_Credit_Card') return { cardTypes: product.types };
  if (type === 'Checking_Account') return { checkingTypes: product.types };
  return {};
}

/** The wizard steps of a saved product, from its row and child rows. */
export function stepsOfProduct(product: ProductRecord, rows: ProductChildRows): DraftSteps {
  const type = product.productType as ProductType;
  const details = (product.details ?? {}) as Record<string, unknown>;
  const defaults = (details.defaultTerms as (number | null)[] | undefined) ?? [];
  const { configure, addOn } = details as { configure?: unknown; addOn?: unknown };
  return {
    productDetails: {
      type,
      productClass: product.productClass,
      option: product.productOption,
      name: product.name,
      description: (details.description as string | undefined) ?? '',
      ...productTypes(type, product),
    },
    configureProducts: configure ?? {},
    productRules: { rule: product.rule ?? '' },
    ...(wizardSteps({ type }).includes('tiers') ? { tiers: tiersStep(type, rows, defaults) } : {}),
    stipulations: { catalogueIds: rows.stipulationRows.flatMap((row) => (row.catalogueId ? [row.catalogueId] : [])) },
    disclosures: { summary: product.disclosureSummary, disclosures: rows.disclosureRows },
    addOn: addOn ?? { addOnProductIds: [] },
    redeemLimit: {
      byAmount: product.redeemLimitAmount !== null,
      byCount: product.redeemLimitCount !== null,
      ...(product.redeemLimitAmount !== null ? { amount: plain(product.redeemLimitAmount) } : {}),
      ...(product.redeemLimitCount !== null ? { count: product.redeemLimitCount } : {}),
    },
  };
}
