/** Tier types and promotion types (002 §3). */
export const TIER_TYPES = ['PREQUAL', 'PRESCREEN'] as const;
export type TierType = (typeof TIER_TYPES)[number];

export const PROMO_TYPES = ['INTRODUCTORY_APR', 'DELAYED_PAYMENTS'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** Maximum tier term in months and the default term multiple (002 §5, §9). */
export const MAX_TERM_MONTHS = 360;
export const DEFAULT_TERM_MULTIPLE = 12;
export const SHORT_TERM_LOAN_TERM_MULTIPLE = 1;
