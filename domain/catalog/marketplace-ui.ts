import { labelledCodes } from './labelled-codes.ts';

/** Consumer marketplace sort options (001 §9) and carousel breakpoints (000 §9). */
export const { codes: SORT_OPTIONS, labels: SORT_OPTION_LABELS } = labelledCodes({
  CREDIT_LIMIT: 'Credit limit',
  LOWEST_APR: 'Lowest APR',
  LOWEST_MONTHLY_PAYMENT: 'Lowest monthly payment',
  HIGHEST_APY: 'Highest APY',
});
export type SortOption = (typeof SORT_OPTIONS)[number];

/** What a list of offers lends: fixed-term loans, revolving credit (cards) or deposits. */
export type OfferListKind = 'loans' | 'revolving' | 'deposits';

/**
 * The sorts that mean something for the offers listed: cards have no monthly payment and no APY, deposits only an
 * APY; a loan list offers every sort but the APY one (docs/decisions/0289-cards-and-deposits.md, issue 17).
 */
export function sortOptionsFor(kind: OfferListKind): readonly SortOption[] {
  if (kind === 'deposits') return ['HIGHEST_APY'];
  if (kind === 'revolving') return ['CREDIT_LIMIT', 'LOWEST_APR'];
  return ['CREDIT_LIMIT', 'LOWEST_APR', 'LOWEST_MONTHLY_PAYMENT'];
}

/**
 * The seed lists the sorts but not the default: lowest APR is what a borrower compares first; deposit categories
 * (checking, CD) have no APR worth sorting by, so they open on highest APY. Recorded in
 * docs/decisions/0163-default-sort-consumer-marketplace.md.
 */
export const DEFAULT_SORT: SortOption = 'LOWEST_APR';
export const DEFAULT_DEPOSIT_SORT: SortOption = 'HIGHEST_APY';

export interface CarouselBreakpoint {
  readonly name: 'mobile' | 'tablet' | 'desktop' | 'extraLarge';
  readonly min: number;
  readonly max: number;
  readonly items: number;
}

export const CAROUSEL_BREAKPOINTS: readonly CarouselBreakpoint[] = [
  { name: 'mobile', min: 0, max: 464, items: 1 },
  { name: 'tablet', min: 464, max: 1024, items: 2 },
  { name: 'desktop', min: 1024, max: 3000, items: 3 },
  { name: 'extraLarge', min: 3000, max: 4000, items: 5 },
];

/** Items per carousel page for a viewport width; a breakpoint owns [min, max), widths beyond the last use it. */
export const carouselItemsFor = (width: number): number => {
  const match = CAROUSEL_BREAKPOINTS.find((bp) => width >= bp.min && width < bp.max);
  if (match) return match.items;
  return width < 0 ? 1 : 5;
};

/** Offer statuses shown and preselectable by default (001 §4). */
export const DEFAULT_OFFER_STATUSES = ['ELIGIBLE'] as const;
