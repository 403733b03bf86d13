import type { Offer } from '../../api/consumer.ts';
import type { OfferRepaymentFrequency, PayFrequency } from '../../domain/catalog/consumer.ts';
import type { CreditBureau } from '../../domain/catalog/lender.ts';
import { PRODUCT_CATEGORY_IDS, type ProductCategoryName } from '../../domain/catalog/products.ts';
import { carriesPrescreenNotice, prescreenNoticeView } from '../../domain/compliance/prescreen-notice.ts';
import type { TierTerm } from '../../domain/engine/engine-types.ts';
import { defaultAmount } from '../../domain/marketplace/defaults.ts';
import { triplesFor } from '../../domain/marketplace/product-triples.ts';
import { workflowForProduct } from '../../domain/marketplace/redeem-application.ts';
import { shownTerm } from '../../domain/marketplace/shown-term.ts';
import { Money } from '../../domain/payments/decimal.ts';
import { estimateTerms } from '../../domain/payments/estimated-terms.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';

/** One offer row joined with its product, tier and lender: what the offers query returns. */
export interface OfferRow {
  id: string;
  status: string;
  offerType: string;
  terms: TierTerm[];
  productId: string;
  productName: string;
  productType: string;
  types: string[];
  repaymentFrequency: string;
  paymentCalculation: string | null;
  disclosureSummary: string;
  tierType: 'PREQUAL' | 'PRESCREEN';
  tierName: string;
  fiId: string;
  fiName: string;
  fiLogoUrl: string | null;
  fiInsuranceCoverage: 'NCUA' | 'ASI' | 'FDIC' | 'NO_COVERAGE';
  /** The bureau the lender's prescreen file comes from: whose opt-out notice the offer carries. */
  fiCreditBureau?: CreditBureau;
  /** The status of the consumer's live redemption of the offer, null when none. */
  redemptionStatus: string | null;
  /** The lender's application page of a redirect offer (the lender finishes on its own site). */
  redirectUrl?: string | null;
}

export interface OfferViewContext {
  payFrequency: PayFrequency | null;
  expiresAt: Date;
  /** Estimated balance of the consumer's current loan, the default amount of a refinance. */
  refinanceBalance?: string | undefined;
  /** Add-ons of each product (by product id): what the consumer may take alongside the offer. */
  addOns?: ReadonlyMap<string, readonly { id: string; name: string; productType: string }[]> | undefined;
  /** Miles to each lender's nearest branch (by lender id); a lender without one shows no distance. */
  distances?: ReadonlyMap<string, number> | undefined;
  /** Each lender's marketplace workflows for the campaign (by lender id), oldest first. */
  workflows?: ReadonlyMap<string, readonly Workflow[]> | undefined;
}

const categoryIdOf = (productType: string): number =>
  (PRODUCT_CATEGORY_IDS as Record<string, number>)[productType] ??
  PRODUCT_CATEGORY_IDS[`${productType}_1` as ProductCategoryName] ??
  0;

/** Clamps the default amount into the term's minimum..limit so the estimate is for an amount this offer lends. */
function amountWithin(term: TierTerm, amount: string | undefined): string {
  if (amount === undefined) return term.limit;
  const value = new Money(amount);
  if (value.lt(term.minimum)) return term.minimum;
  if (value.gt(term.limit)) return term.limit;
  return value.toString();
}

/**
 * Offers as the marketplace shows them, with estimated terms at the default term and amount computed by the
 * domain's payment maths (001 §3 Marketplace offer, §4 defaults). The amount default is per product type.
 */
export function toOfferViews(rows: readonly OfferRow[], context: OfferViewContext): Offer[] {
  const byType = new Map<string, OfferRow[]>();
  for (const row of rows) byType.set(row.productType, [...(byType.get(row.productType) ?? []), row]);
  const amounts = new Map<string, string | undefined>();
  for (const [type, siblings] of byType) {
    const isRefinance = type === 'Auto_Refi';
    amounts.set(
      type,
      defaultAmount(siblings, {
        isRefinance,
        ...(isRefinance && context.refinanceBalance ? { estimatedBalance: context.refinanceBalance } : {}),
      }),
    );
  }
  return rows.map((row) => {
    // The term every screen shows this offer at (shown-term.ts): the card's APR, term and payment are all of it.
    const term = shownTerm(row.terms, row.productType);
    const deposit = row.terms.some((t) => t.apy !== undefined && t.apy !== null);
    const triple = triplesFor(row.productType)[0];
    // Deposits (checking, CD) earn APY; there is no payment to estimate, only the opening amount range.
    const estimatedTerms = term
      ? estimateTerms({
          offerTerm: deposit ? { ...term, term: 0 } : term,
          amount: amountWithin(term, amounts.get(row.productType)),
          repaymentFrequency: row.repaymentFrequency as OfferRepaymentFrequency,
          payFrequency: context.payFrequency ?? undefined,
          paymentCalculation: row.paymentCalculation,
        })
      : {
          estimatedPayment: '0',
          estimatedPaymentFrequency: 'MONTHLY' as const,
          estimatedAPR: '0',
          creditLimit: '0',
          creditMinimum: '0',
        };
    const apy = row.terms.find((t) => t.apy)?.apy;
    // The lender's workflow for this type, as the redemption checks it.
    const workflow = workflowForProduct(context.workflows?.get(row.fiId), row.productType);
    const category = triple?.category ?? 'PERSONAL_LOANS';
    return {
      id: row.id,
      name: row.productName,
      status: row.status,
      productType: row.productType,
      productCategoryId: categoryIdOf(row.productType),
      category,
      offerType: row.offerType,
      tierType: row.tierType,
      tierName: row.tierName,
      terms: row.terms.map((t) => ({
        ...(t.term > 0 ? { term: t.term } : {}),
        minimum: t.minimum,
        limit: t.limit,
        apr: t.apr,
        ...(t.apy ? { apy: t.apy } : {}),
        ...(t.promotion ? { promotion: { apr: t.promotion.apr, term: t.promotion.term } } : {}),
      })),
      repaymentFrequency: row.repaymentFrequency,
      paymentCalculation: row.paymentCalculation,
      types: row.types,
      addOns: workflow?.allowAddOns === false ? [] : [...(context.addOns?.get(row.productId) ?? [])],
      ...(deposit && apy ? { apy } : {}),
      financialInstitution: {
        id: row.fiId,
        name: row.fiName,
        logoUrl: row.fiLogoUrl,
        insuranceCoverage: row.fiInsuranceCoverage,
        ...(context.distances?.has(row.fiId) ? { distance: context.distances.get(row.fiId) } : {}),
      },
      estimatedTerms,
      disclosureSummary: row.disclosureSummary,
      expiresAt: context.expiresAt.toISOString(),
      ...(row.redemptionStatus ? { redemptionStatus: row.redemptionStatus } : {}),
      ...(row.redirectUrl ? { redirect: true } : {}),
      ...(workflow
        ? { application: { requiredFields: [...workflow.requiredFields], poBoxAccepted: workflow.poBoxAccepted } }
        : {}),
      ...(row.fiCreditBureau && carriesPrescreenNotice(category)
        ? { prescreenNotice: prescreenNoticeView(row.fiCreditBureau) }
        : {}),
    };
  });
}
