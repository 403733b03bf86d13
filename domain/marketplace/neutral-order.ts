import { SORT_OPTION_LABELS, type SortOption } from '../catalog/marketplace-ui.ts';
import type { OfferCategory } from '../catalog/products.ts';
import { Money } from '../payments/decimal.ts';

/**
 * Home equity and home improvement loans are secured by (or spent on) the consumer's home: mortgage-adjacent
 * settlement services, where RESPA §8 forbids steering for a fee. Their offers follow one disclosed neutral order the
 * consumer cannot be nudged out of: lowest APR first, and offers with the same APR take turns at the top, rotating
 * every day. What a lender pays never enters the order (docs/decisions/0612).
 */
export const NEUTRAL_ORDER_CATEGORIES: ReadonlySet<OfferCategory> = new Set(['HOME_EQUITY', 'HOME_IMPROVEMENT']);
export const usesNeutralOrder = (category: OfferCategory | null | undefined): boolean =>
  category ? NEUTRAL_ORDER_CATEGORIES.has(category) : false;

export interface NeutralOrderable {
  readonly id: string;
  readonly estimatedTerms: { readonly estimatedAPR: string };
}

const DAY_MS = 86_400_000;
/** The rotation's turn: the number of whole UTC days since the epoch, so everyone sees the same turn on a day. */
export const rotationTurn = (at: Date): number => Math.floor(at.getTime() / DAY_MS);

/**
 * Lowest APR first; within a group of equal APRs the offers (in id order, a fixed neutral base) are rotated by the
 * turn, so each takes the first place of its group in turn, one day each.
 */
export function neutralOrder<T extends NeutralOrderable>(offers: readonly T[], turn: number): T[] {
  const groups = new Map<string, T[]>();
  for (const offer of offers) {
    const key = new Money(offer.estimatedTerms.estimatedAPR || '0').toFixed(4);
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => new Money(a).comparedTo(new Money(b)))
    .flatMap(([, group]) => {
      const base = [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const shift = ((turn % base.length) + base.length) % base.length;
      return [...base.slice(shift), ...base.slice(0, shift)];
    });
}

/** The "How offers are ordered" note: the neutral rule for its categories, the chosen sort for the others. */
export function orderingDisclosure(category: OfferCategory | null | undefined, sort: SortOption): string {
  const unpaid = 'No lender pays Offerwell for a higher place.';
  if (usesNeutralOrder(category))
    return (
      'These offers are listed by lowest APR first. Offers with the same APR take turns at the top: the order ' +
      `among them changes every day. You cannot change this order here, and it never depends on the lender. ${unpaid}`
    );
  // "Lowest APR" → "lowest APR": only the first letter, so APR and APY keep their capitals.
  const label = SORT_OPTION_LABELS[sort];
  return (
    `These offers are listed by ${label.charAt(0).toLowerCase()}${label.slice(1)}; you can change the order with the sort ` +
    `menu. Offers that compare equal keep a fixed order. ${unpaid}`
  );
}
