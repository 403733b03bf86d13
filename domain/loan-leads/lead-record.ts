import type { IncomeLevel } from '../compliance/fair-lending.ts';
import { Money } from '../payments/decimal.ts';
import { calculatePromotionalPayments } from '../payments/promotions.ts';

/*
 * The loan-lead record's computed fields (002 §3 loan-lead report fields; decisions 0700–0703): worked out from what
 * the platform already holds, never asked of the consumer.
 */

/** What lead creation works out and keeps (server/loan-leads/lead-facts.ts). */
export interface LeadFacts {
  /** The 11-digit census tract GEOID of the consumer's ZIP code (decision 0651's crosswalk); null when unknown. */
  readonly censusTract: string | null;
  /** The tract's FFIEC income level, which decides the CDFI investment area. */
  readonly incomeLevel: IncomeLevel | null;
  /** The bureau's MILITARY_LENDING_COVERED flag: true covered, false not, null when the bureau gave none. */
  readonly mla: boolean | null;
  /** The lender's branch for the lead (nearest to the consumer's ZIP code); null when the lender has none. */
  readonly branch: { readonly name: string; readonly losBranchReferenceId: string | null } | null;
}

/**
 * Decision 0700: a tract is in a CDFI investment area when its median family income is at most 80% of the area's —
 * FFIEC's LOW and MODERATE levels (the CDFI Fund's income criterion, 12 CFR 1805.201(b)(3)(ii)(D)). Unknown tract:
 * unknown, never a guess.
 */
export function cdfiInvestmentArea(level: IncomeLevel | null): 'Yes' | 'No' | null {
  if (level === null) return null;
  return level === 'LOW' || level === 'MODERATE' ? 'Yes' : 'No';
}

/** The report's MLA field: covered borrowers under the Military Lending Act. */
export function mlaLabel(mla: boolean | null): 'Covered' | 'Not covered' | null {
  if (mla === null) return null;
  return mla ? 'Covered' : 'Not covered';
}

/** "Main Street (LOS 0042)": the branch as the lender's staff and its loan-origination system know it. */
export function branchLabel(branch: LeadFacts['branch']): string | null {
  if (!branch) return null;
  return branch.losBranchReferenceId ? `${branch.name} (LOS ${branch.losBranchReferenceId})` : branch.name;
}

/** Decision 0700: the branch is the lender's nearest to the consumer (ties: the first by name). */
export function nearestBranch<B extends { readonly name: string }>(
  branches: readonly { readonly branch: B; readonly miles: number | null }[],
): B | null {
  const known = branches.filter((entry) => entry.miles !== null && Number.isFinite(entry.miles));
  const ranked = [...known].sort(
    (a, b) => (a.miles as number) - (b.miles as number) || a.branch.name.localeCompare(b.branch.name),
  );
  return ranked[0]?.branch ?? null;
}

/** The offer term's promotion, as the offer keeps it. */
export interface TermPromotion {
  readonly type?: 'INTRODUCTORY_APR' | 'DELAYED_PAYMENTS';
  readonly apr: string;
  readonly term: number;
  readonly minimum: string;
}

export interface RateDiscount {
  /** Percentage points the promotion takes off the APR ("2.00"); null when the term has no promotion. */
  readonly rateDiscount: string | null;
  /** The discount the accepted amount earns: the rate discount when it reaches the promotion's minimum, else 0.00. */
  readonly appliedRateDiscount: string | null;
}

/** Decision 0701: the rate discount is the promotion's; it applies from the promotion's minimum amount. */
export function rateDiscountOf(apr: string | undefined, promotion: TermPromotion | undefined, amount: string) {
  if (!apr || !promotion) return { rateDiscount: null, appliedRateDiscount: null } satisfies RateDiscount;
  const discount = new Money(apr).minus(new Money(promotion.apr));
  const rateDiscount = (discount.isNegative() ? new Money(0) : discount).toFixed(2);
  const applies = new Money(amount).gte(new Money(promotion.minimum));
  return { rateDiscount, appliedRateDiscount: applies ? rateDiscount : '0.00' } satisfies RateDiscount;
}

/** The promotional and after-promotion monthly payments of the accepted amount and term; nulls when none applies. */
export function promoPayments(input: {
  readonly amount: string;
  readonly apr: string | undefined;
  readonly term: number | null;
  readonly promotion: TermPromotion | undefined;
  readonly calculation: string | null | undefined;
}): { readonly promo: string | null; readonly afterPromo: string | null } {
  const { amount, apr, term, promotion } = input;
  const none = { promo: null, afterPromo: null };
  if (!apr || !term || !promotion || new Money(amount).lt(new Money(promotion.minimum))) return none;
  try {
    const payments = calculatePromotionalPayments({
      principal: amount,
      apr,
      termMonths: term,
      frequency: 'MONTHLY',
      calculation: input.calculation,
      promotion: { type: promotion.type ?? 'INTRODUCTORY_APR', apr: promotion.apr, termMonths: promotion.term },
    });
    return { promo: payments.promotionalPayment, afterPromo: payments.afterPromotionPayment };
  } catch {
    // A promotion as long as the term (or a negative figure) has no payment to show; the lender sees none.
    return none;
  }
}

/** "2019 Honda Civic LX": the vehicle of the consumer's current loan, as the bureau file describes it. */
export function vehicleLabel(
  vehicle: { year?: number; make?: string; model?: string; trim?: string | undefined } | null | undefined,
) {
  if (!vehicle) return null;
  const text = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  return text === '' ? null : text;
}

/** "3 years 4 months": a duration the consumer gave in months. */
export function monthsLabel(months: string | undefined): string | null {
  if (months === undefined || !/^\d+$/.test(months)) return null;
  const total = Number(months);
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const part = (n: number, unit: string) => (n === 0 ? [] : [`${n} ${unit}${n === 1 ? '' : 's'}`]);
  const text = [...part(years, 'year'), ...part(rest, 'month')].join(' ');
  return text === '' ? '0 months' : text;
}
