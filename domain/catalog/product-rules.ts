import { CHECKING_ACCOUNT_ID_THRESHOLD, PRODUCT_CATEGORY_IDS, PRODUCT_TYPES, type ProductType } from './products.ts';
import { DEFAULT_TERM_MULTIPLE, SHORT_TERM_LOAN_TERM_MULTIPLE } from './tiers.ts';

/** Default loan term in months per product type (001 §9); types without one have none. */
export const DEFAULT_TERMS: Readonly<Partial<Record<ProductType, number>>> = {
  New_Auto: 60,
  Used_Auto: 60,
  Auto_Refi: 72,
  New_Moto: 48,
  Used_Moto: 48,
  New_Watercraft: 48,
  Used_Watercraft: 48,
  New_ATV: 48,
  Used_ATV: 48,
  New_RV: 120,
  Used_RV: 120,
  New_Boat: 120,
  Used_Boat: 120,
  Unsecured_Loan: 60,
  Home_Equity_Loan: 180,
  Home_Improvement_Loan: 60,
};

export const defaultTermFor = (type: ProductType): number | undefined => DEFAULT_TERMS[type];

export interface TermRule {
  /** Whether tiers of this type carry a default term (Short-term loan: no). */
  readonly hasDefaultTerm: boolean;
  /** Tier terms must be a multiple of this. */
  readonly termMultiple: number;
}

/** Term rules per product type (000 §3): short-term loans have no default term and a multiple of 1. */
export const termRuleFor = (type: ProductType): TermRule =>
  type === 'Short_Term_Loan'
    ? { hasDefaultTerm: false, termMultiple: SHORT_TERM_LOAN_TERM_MULTIPLE }
    : { hasDefaultTerm: true, termMultiple: DEFAULT_TERM_MULTIPLE };

export const REDEEM_LIMIT_TYPES = ['AMOUNT', 'COUNT'] as const;
export type RedeemLimitType = (typeof REDEEM_LIMIT_TYPES)[number];

const COUNT_FIRST: ReadonlySet<ProductType> = new Set([
  'Unsecured_Credit_Card',
  'Checking_Account',
  'Certificate_Deposit',
]);

/** Primary then secondary redeem limit type: amount then count for loans; count then amount for cards, checking, CD. */
export const redeemLimitOrder = (type: ProductType): readonly [RedeemLimitType, RedeemLimitType] =>
  COUNT_FIRST.has(type) ? ['COUNT', 'AMOUNT'] : ['AMOUNT', 'COUNT'];

/** A category id of a non-lending product (000 §9: ids from 101, the checking-account id threshold). */
export const isNonLendingCategoryId = (id: number): boolean => id >= CHECKING_ACCOUNT_ID_THRESHOLD;

/**
 * Non-lending products (checking, CD): the types whose category id is at or above the seed's checking-account id
 * threshold, 101 (000 §9), so a deposit type added to the id table is non-lending without a second list.
 */
export const NON_LENDING_TYPES: ReadonlySet<ProductType> = new Set(
  PRODUCT_TYPES.filter((type) =>
    Object.entries(PRODUCT_CATEGORY_IDS).some(([name, id]) => name === type && isNonLendingCategoryId(id)),
  ),
);
export const isLendingType = (type: ProductType): boolean => !NON_LENDING_TYPES.has(type);

/** Promo APR is offered only for Home Improvement (000 §3). */
export const supportsPromoApr = (type: ProductType): boolean => type === 'Home_Improvement_Loan';
