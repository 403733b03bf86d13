import type { EstimatedTerms } from '../payments/estimated-terms.ts';

/** One term of an offer (001 §3); money and rates are decimal strings. */
export interface OfferTerm {
  /** Months; absent for revolving products. */
  readonly term?: number | undefined;
  readonly minimum: string;
  readonly limit: string;
  readonly apr: string;
  readonly apy?: string | undefined;
  readonly promotion?: { readonly apr: string; readonly term: number } | undefined;
}

/** The fields of an offer the marketplace logic reads; richer offer types satisfy it structurally. */
export interface MarketplaceOffer {
  readonly id: string;
  readonly name: string;
  /** ELIGIBLE, REDACTED, or another status the server sends. */
  readonly status: string;
  /** A product type; kept as string because the server may send one we do not know. */
  readonly productType: string;
  readonly terms: readonly OfferTerm[];
  readonly financialInstitution: { readonly name: string; readonly distance?: number | undefined };
  readonly estimatedTerms: EstimatedTerms;
  /** Annual percentage yield of deposit products (checking, CD). */
  readonly apy?: string | undefined;
}
