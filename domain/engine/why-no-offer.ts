import type { ProductTrace } from './product-trace.ts';
import type { ClauseTrace } from './rule-trace.ts';

/*
 * "Why no offer" (issue 33 item 2, docs/decisions/0602-why-no-offer-reasons.md): the failed checks and clauses of the
 * traces become principal reasons in plain language, like the key factors of an adverse-action notice (Reg B
 * §1002.9(b)(2)): which kind of requirement the consumer missed, never the lender's threshold or the consumer's raw
 * value. Reasons are a closed catalogue, so no lender text ever reaches a consumer.
 */

export const WHY_NO_OFFER_REASONS = {
  membership: "You are outside this lender's membership or service area",
  productArea: 'This product is not offered where you live',
  mla: 'This lender does not offer this product to covered military members and their families',
  unavailable: 'This lender is not offering this product right now',
  score: "Your credit score is below this lender's minimum",
  scoreRange: 'Your credit score is outside the range this product is offered to',
  delinquency: 'Your credit report shows late payments',
  collections: 'Your credit report shows accounts in collection',
  publicRecords: 'Your credit report shows a bankruptcy, foreclosure or other public record',
  chargeOffs: 'Your credit report shows charged-off or repossessed accounts',
  inquiries: 'You have applied for credit several times recently',
  utilization: 'Your credit card balances are high compared with your limits',
  debt: 'Your existing debts or payments are high for this product',
  income: "Your income is below this lender's minimum",
  history: 'Your credit history is too short or has too few accounts',
  existingLoans: 'Your current loans do not match what this product is for',
  age: "You do not meet this lender's age requirement",
  residence: 'You have lived at your current address for a short time',
  stated: "The income or other details you gave do not meet this lender's requirements",
  missing: 'Your credit file does not have enough information for this product',
  other: "Your credit profile does not meet this lender's requirements for this product",
} as const;
export type WhyNoOfferKey = keyof typeof WHY_NO_OFFER_REASONS;

export interface WhyNoOfferReason {
  key: WhyNoOfferKey;
  text: string;
}

/** Field → reason, first pattern that matches; a failing comparison reads "too low" or "too high" by its operator. */
const FIELD_REASONS: readonly [RegExp, WhyNoOfferKey][] = [
  [/^UC_DERIVED_FIELDS_/, 'stated'],
  [/SCORE$|^FICO$/, 'score'],
  [/^COLLECTIONS_/, 'collections'],
  [/BANKRUPTCY|FORECLOSURE|PUBLIC_RECORDS/, 'publicRecords'],
  [/CHARGE_OFF|REPOSSESSION/, 'chargeOffs'],
  [/DELINQ|WORST_RATING/, 'delinquency'],
  [/^INQUIRIES_/, 'inquiries'],
  [/UTILIZATION|^REVOLVING_|^BANKCARD_/, 'utilization'],
  [/^ESTIMATED_INCOME$/, 'income'],
  [/^AUTO_|^MORTGAGE_|^HOME_EQUITY_|^STUDENT_LOAN_|^PERSONAL_LOAN_/, 'existingLoans'],
  [/DEBT|BALANCE|PAYMENT|SHORT_TERM/, 'debt'],
  [/^TRADES_|_TRADE_MONTHS$|^CREDIT_CARD_COUNT$|^INSTALLMENT_OPEN/, 'history'],
  [/^AGE$/, 'age'],
  [/^MONTHS_AT_ADDRESS$/, 'residence'],
];

/** The reason of one failed clause (a score clause failing with a too-high value is a range, not a minimum). */
export function clauseReason(clause: ClauseTrace): WhyNoOfferKey {
  if (clause.value === null && !clause.masked && !clause.field.startsWith('UC_DERIVED_FIELDS_')) return 'missing';
  const key = FIELD_REASONS.find(([pattern]) => pattern.test(clause.field))?.[1] ?? 'other';
  if (key === 'score' && clause.bound !== 'min') return 'scoreRange';
  return key;
}

const failedClauses = (clauses: readonly ClauseTrace[]) => clauses.filter((clause) => !clause.passed);

/** The reasons one product was not offered (empty when it was). */
export function productReasons(trace: ProductTrace): WhyNoOfferKey[] {
  const { decision } = trace;
  if (decision.offered) return [];
  switch (decision.reason) {
    case 'MEMBERSHIP_INELIGIBLE':
      return ['membership'];
    case 'PRODUCT_INELIGIBLE':
      return ['productArea'];
    case 'MLA_NOT_ACCEPTED':
      return ['mla'];
    case 'PRODUCT_INACTIVE':
    case 'INVENTORY_EXHAUSTED':
      return ['unavailable'];
    case 'NO_TIER_MATCHED':
      return unique(trace.tiers.flatMap((tier) => failedClauses(tier.rule.clauses).map(clauseReason)));
    default:
      return unique(failedClauses(trace.rule.clauses).map(clauseReason));
  }
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];
const ORDER = Object.keys(WHY_NO_OFFER_REASONS) as WhyNoOfferKey[];

/**
 * Up to `limit` principal reasons over the products not offered: the reasons most products share first (ties in the
 * catalogue's order, so the answer is deterministic).
 */
export function principalReasons(traces: readonly ProductTrace[], limit = 4): WhyNoOfferReason[] {
  const counts = new Map<WhyNoOfferKey, number>();
  for (const trace of traces) {
    const keys = productReasons(trace);
    for (const key of keys.length > 0 || trace.decision.offered ? keys : ['other' as const]) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || ORDER.indexOf(a) - ORDER.indexOf(b))
    .slice(0, limit)
    .map(([key]) => ({ key, text: WHY_NO_OFFER_REASONS[key] }));
}
