import { assign, setup } from 'xstate';
import { DEFAULT_DEPOSIT_SORT, DEFAULT_SORT, type SortOption } from '../../domain/catalog/marketplace-ui.ts';
import type { CardType, CheckingType } from '../../domain/catalog/product-details.ts';
import type { OfferCategory } from '../../domain/catalog/products.ts';
import { offeredAmountRange } from '../../domain/marketplace/availability.ts';
import { defaultAmount, defaultTerm } from '../../domain/marketplace/defaults.ts';
import type { MarketplaceOffer } from '../../domain/marketplace/offer.ts';
import { Money } from '../../domain/payments/decimal.ts';

type SelectionOffer = Pick<MarketplaceOffer, 'terms' | 'productType'>;

export interface MarketplaceSelectionContext {
  /** The category whose offers are on show (deposit categories open on their own sort). */
  readonly category: OfferCategory | null;
  /** The offers of the current selection, which the defaults are computed from. */
  readonly offers: readonly SelectionOffer[];
  /** A refinance's current loan balance: its default amount (001 §4). */
  readonly estimatedBalance: string | null;
  readonly sort: SortOption;
  readonly cardType: CardType | null;
  readonly checkingType: CheckingType | null;
  /** Requested amount (decimal string); null when nothing in the selection lends. */
  readonly amount: string | null;
  /** Requested term in months; null when nothing in the selection has terms. */
  readonly term: number | null;
}

export type MarketplaceSelectionEvent =
  /** The router's selection changed: new offers, and the defaults and sort of the new category. */
  | {
      type: 'selection.offers';
      category: OfferCategory | null;
      offers: readonly SelectionOffer[];
      estimatedBalance?: string | null;
    }
  | { type: 'marketplace.sort'; sort: SortOption }
  | { type: 'marketplace.filter.cardType'; cardType: CardType | undefined }
  | { type: 'marketplace.filter.checkingType'; checkingType: CheckingType | undefined }
  | { type: 'marketplace.amount'; amount: string }
  | { type: 'marketplace.term'; term: number }
  | { type: 'marketplace.startOver' };

const sortFor = (category: OfferCategory | null): SortOption =>
  category === 'CHECKING_ACCOUNT' || category === 'CD' ? DEFAULT_DEPOSIT_SORT : DEFAULT_SORT;

const amountFor = (context: Pick<MarketplaceSelectionContext, 'offers' | 'estimatedBalance'>): string | null =>
  defaultAmount(context.offers, {
    isRefinance: context.estimatedBalance !== null,
    ...(context.estimatedBalance !== null ? { estimatedBalance: context.estimatedBalance } : {}),
  }) ?? null;

const termFor = (offers: readonly SelectionOffer[], chosen?: number): number | null =>
  defaultTerm(offers, offers[0]?.productType ?? '', chosen) ?? null;

/** An amount the consumer asks for, kept within what the selection's offers lend (the slider's bounds). */
const clamp = (offers: readonly SelectionOffer[], amount: string): string | null => {
  const range = offeredAmountRange(offers);
  if (!range) return null;
  let value: InstanceType<typeof Money>;
  try {
    value = new Money(amount);
  } catch {
    return null;
  }
  if (value.lt(range.minimum)) return range.minimum;
  if (value.gt(range.maximum)) return range.maximum;
  return value.toString();
};

const initial: MarketplaceSelectionContext = {
  category: null,
  offers: [],
  estimatedBalance: null,
  sort: DEFAULT_SORT,
  cardType: null,
  checkingType: null,
  amount: null,
  term: null,
};

/**
 * Marketplace selection (001 §4): sort, card-type and checking-type filters, and the requested amount and term of
 * the offers on show. Amount and term start at their defaults (the refinance balance or the amount most offers
 * cover; the product type's default term) and stay at the consumer's choice once made; a new category resets
 * them, the filters and the sort; start over resets everything. Category, subcategory and purpose themselves, and
 * their auto-selection, belong to the workflow router, which sends each new selection's offers here.
 */
export const marketplaceSelectionMachine = setup({
  types: { context: {} as MarketplaceSelectionContext, events: {} as MarketplaceSelectionEvent },
  actions: {
    applyDefaults: assign(({ context }) => ({
      amount: amountFor(context),
      term: termFor(context.offers),
    })),
  },
}).createMachine({
  id: 'marketplaceSelection',
  context: initial,
  type: 'parallel',
  states: {
    amount: {
      initial: 'defaulted',
      states: {
        defaulted: {
          description: 'The default amount of the selection: the refinance balance, else the amount most offers cover.',
          on: {
            'marketplace.amount': {
              guard: ({ context, event }) => clamp(context.offers, event.amount) !== null,
              target: 'chosen',
              actions: assign(({ context, event }) => ({ amount: clamp(context.offers, event.amount) })),
            },
          },
        },
        chosen: {
          description: "The consumer's amount, within the offers' minimum and maximum.",
          on: {
            'marketplace.amount': {
              guard: ({ context, event }) => clamp(context.offers, event.amount) !== null,
              actions: assign(({ context, event }) => ({ amount: clamp(context.offers, event.amount) })),
            },
          },
        },
      },
    },
    term: {
      initial: 'defaulted',
      states: {
        defaulted: {
          description: "The product type's default term, or the shortest offered.",
          on: {
            'marketplace.term': {
              guard: ({ context, event }) => termFor(context.offers, event.term) === event.term,
              target: 'chosen',
              actions: assign(({ event }) => ({ term: event.term })),
            },
          },
        },
        chosen: {
          description: 'A term the consumer chose that some offer of the selection has.',
          on: {
            'marketplace.term': {
              guard: ({ context, event }) => termFor(context.offers, event.term) === event.term,
              actions: assign(({ event }) => ({ term: event.term })),
            },
          },
        },
      },
    },
  },
  on: {
    'selection.offers': {
      target: ['.amount.defaulted', '.term.defaulted'],
      actions: [
        assign(({ context, event }) => ({
          offers: event.offers,
          estimatedBalance: event.estimatedBalance ?? null,
          category: event.category,
          // Another category opens on its own sort with no filter; the same one keeps the consumer's.
          ...(event.category !== context.category
            ? { sort: sortFor(event.category), cardType: null, checkingType: null }
            : {}),
        })),
        'applyDefaults',
      ],
    },
    'marketplace.sort': { actions: assign(({ event }) => ({ sort: event.sort })) },
    'marketplace.filter.cardType': { actions: assign(({ event }) => ({ cardType: event.cardType ?? null })) },
    'marketplace.filter.checkingType': {
      actions: assign(({ event }) => ({ checkingType: event.checkingType ?? null })),
    },
    'marketplace.startOver': {
      target: ['.amount.defaulted', '.term.defaulted'],
      actions: [
        assign(({ context }) => ({
          sort: sortFor(context.category),
          cardType: null,
          checkingType: null,
        })),
        'applyDefaults',
      ],
    },
  },
});
