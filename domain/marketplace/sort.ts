import type { SortOption } from '../catalog/marketplace-ui.ts';
import { Money } from '../payments/decimal.ts';
import type { MarketplaceOffer } from './offer.ts';

export type SortableOffer = Pick<MarketplaceOffer, 'name' | 'financialInstitution' | 'apy'> & {
  readonly estimatedTerms: Pick<
    MarketplaceOffer['estimatedTerms'],
    'creditLimit' | 'estimatedAPR' | 'estimatedPayment'
  >;
};
type Compare<T> = (a: T, b: T) => number;

const decimal = (text: string | undefined) => new Money(text ?? '0');
const ascending = (a: string, b: string) => decimal(a).comparedTo(decimal(b));
const byName: Compare<string> = (a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' });
/** Unknown distance sorts after every known one. */
const byDistance = (a?: number, b?: number) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY) || 0;

const chain =
  <T>(...compares: Compare<T>[]): Compare<T> =>
  (a, b) => {
    for (const compare of compares) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const isPositive = (payment: string) => decimal(payment).gt(0);

const COMPARATORS: Readonly<Record<SortOption, Compare<SortableOffer>>> = {
  // Credit limit descending, then lowest APR, nearest lender, lender name, offer name.
  CREDIT_LIMIT: chain(
    (a, b) => ascending(b.estimatedTerms.creditLimit, a.estimatedTerms.creditLimit),
    (a, b) => ascending(a.estimatedTerms.estimatedAPR, b.estimatedTerms.estimatedAPR),
    (a, b) => byDistance(a.financialInstitution.distance, b.financialInstitution.distance),
    (a, b) => byName(a.financialInstitution.name, b.financialInstitution.name),
    (a, b) => byName(a.name, b.name),
  ),
  LOWEST_APR: (a, b) => ascending(a.estimatedTerms.estimatedAPR, b.estimatedTerms.estimatedAPR),
  // Positive payments first, ascending; offers without a payment (0) keep their order after them.
  LOWEST_MONTHLY_PAYMENT: (a, b) => {
    const pa = isPositive(a.estimatedTerms.estimatedPayment);
    const pb = isPositive(b.estimatedTerms.estimatedPayment);
    if (pa !== pb) return pa ? -1 : 1;
    return pa ? ascending(a.estimatedTerms.estimatedPayment, b.estimatedTerms.estimatedPayment) : 0;
  },
  // Highest APY first; offers without an APY last.
  HIGHEST_APY: (a, b) => {
    if (a.apy === undefined || b.apy === undefined)
      return (a.apy === undefined ? 1 : 0) - (b.apy === undefined ? 1 : 0);
    return ascending(b.apy, a.apy);
  },
};

/** A sorted copy of the offers; equal offers keep their order (Array.prototype.sort is stable). */
export const sortOffers = <T extends SortableOffer>(offers: readonly T[], option: SortOption): T[] =>
  [...offers].sort(COMPARATORS[option]);
