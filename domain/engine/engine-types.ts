import type { PayFrequency } from '../catalog/consumer.ts';
import type { ProductType } from '../catalog/products.ts';
import type { PromoType, TierType } from '../catalog/tiers.ts';
import type { BureauFieldName } from '../rules/bureau-fields.ts';

/** One term of a tier (002 §3). Money and rates stay decimal strings: the engine only passes them through. */
export interface TierTerm {
  term: number;
  apr: string;
  limit: string;
  minimum: string;
  /** Annual percentage yield of a deposit product's term (checking, CD). */
  apy?: string;
  promotion?: { type: PromoType; apr: string; term: number; minimum: string };
}

/** A tier's rule is console-language text, criteria cells by field (from a campaign file), or both, joined by and. */
export interface TierDefinition {
  id: string;
  name: string;
  type: TierType;
  rule?: string;
  criteria?: Readonly<Record<string, string>>;
  terms: readonly TierTerm[];
}

/**
 * A lender location (001 §3): a state ('*' means national presence), optionally narrowed to counties, each mapped to
 * its zip codes. A county entry admits a consumer whose county matches or whose zip code is one of the county's.
 */
export interface LenderLocation {
  state: string;
  counties?: readonly { county: string; zipcodes: readonly string[] }[];
}

export interface EngineLender {
  id: string;
  /** Whether the lender lends to covered borrowers under the Military Lending Act. */
  acceptsMla: boolean;
  membership: readonly LenderLocation[];
}

export interface RedeemInventory {
  /** Limits; null means unlimited (002 §9). */
  limitCount: number | null;
  limitAmount: number | null;
  redeemedCount: number;
  redeemedAmount: number;
}

export interface EngineProduct {
  id: string;
  lenderId: string;
  type: ProductType;
  status: 'active' | 'inactive';
  rule?: string;
  criteria?: Readonly<Record<string, string>>;
  /** Product eligibility: where the product may be offered, within the lender's membership; absent = everywhere. */
  eligibility?: readonly LenderLocation[];
  tiers: readonly TierDefinition[];
  inventory?: RedeemInventory;
}

export type AttributeColumn = Float64Array | Int32Array;

/**
 * A chunk of consumers in columns. Bureau attributes are numeric columns (NaN = no value); a column a rule needs but
 * the batch lacks reads as NaN. Stated data feeds the UC_DERIVED_FIELDS_* fields.
 */
export interface ConsumerBatch {
  length: number;
  consumerIds: Float64Array | Int32Array;
  attributes: Readonly<Partial<Record<BureauFieldName, AttributeColumn>>>;
  state: readonly string[];
  county?: readonly (string | null)[];
  zip?: readonly (string | null)[];
  /** 1 = covered borrower under the MLA; absent = read the MILITARY_LENDING_COVERED attribute. */
  mla?: Uint8Array;
  stated?: {
    annualIncome?: Float64Array;
    payFrequency?: readonly (PayFrequency | null)[];
    vehicleYear?: Float64Array;
    vehicleMileage?: Float64Array;
  };
}

export const PRODUCT_REASON_CODES = ['PRODUCT_INACTIVE', 'INVENTORY_EXHAUSTED'] as const;
export const CONSUMER_REASON_CODES = ['MEMBERSHIP_INELIGIBLE', 'PRODUCT_INELIGIBLE', 'MLA_NOT_ACCEPTED'] as const;
export type ReasonCode =
  | (typeof PRODUCT_REASON_CODES)[number]
  | (typeof CONSUMER_REASON_CODES)[number]
  | `RULE_FAILED:${string}`
  | 'NO_TIER_MATCHED';

export type ProductDecision =
  | { productId: string; offered: true; tierId: string; tierIndex: number; terms: readonly TierTerm[] }
  | { productId: string; offered: false; reason: ReasonCode };

/**
 * Offers of one batch as parallel columns: the consumer's row in the batch, the product's index in the engine and the
 * tier's index in the product. Views over reused buffers, valid until the next batch is run.
 */
export interface OfferColumns {
  length: number;
  row: Int32Array;
  product: Uint16Array;
  tier: Uint8Array;
}

export interface Decline {
  row: number;
  product: number;
  reason: ReasonCode;
}
