import { and, assign, fromPromise, not, setup } from 'xstate';
import type { Purpose, Subcategory } from '../../domain/catalog/categories.ts';
import type { OfferCategory } from '../../domain/catalog/products.ts';
import { autoSelect, type MarketplaceSelection } from '../../domain/marketplace/auto-select.ts';
import { offersToShow } from '../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../domain/marketplace/product-triples.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { toSessionError } from '../session/session-error.ts';

/** What the router needs of an offer: its type (for the category tree) and status (redacted offers are not shown). */
export interface RoutedOffer {
  readonly id: string;
  readonly productType: string;
  readonly status: string;
}

/** What the router needs of the consumer (001 §2 flows, §4 workflow state). */
export interface RoutedConsumer {
  readonly hasIncome: boolean;
  readonly hasPayFrequency: boolean;
  readonly vehicleConfirmed: boolean;
  readonly workflowState: readonly string[];
}

export interface MarketplaceRouterContext {
  offers: readonly RoutedOffer[];
  consumer: RoutedConsumer | null;
  selection: MarketplaceSelection;
  offerId: string | null;
  errorCode: string | null;
}

export type MarketplaceRouterEvent =
  | { type: 'step.choose'; category?: OfferCategory; subcategory?: Subcategory; purpose?: Purpose }
  | { type: 'step.done' }
  | { type: 'offer.select'; offerId: string }
  | { type: 'marketplace.startOver' }
  | { type: 'route.back' }
  | { type: 'xstate.route'; to: string };

/** A selection without the levels that are undefined (exactOptionalPropertyTypes). */
const selectionOf = (parts: {
  category?: OfferCategory | undefined;
  subcategory?: Subcategory | undefined;
  purpose?: Purpose | undefined;
}): MarketplaceSelection =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)) as MarketplaceSelection;

const BLOCKING_STATES = ['PENDING_DOCUMENTS', 'REDIRECTING'];
const shown = (context: MarketplaceRouterContext) => offersToShow(context.offers);
const inSelection = (context: MarketplaceRouterContext) =>
  shown(context).filter((offer) => matchesSelection(offer.productType, context.selection));

/**
 * The consumer marketplace's workflow (001 §2, §4): load the offers and the consumer, then route through category,
 * subcategory and purpose (each auto-selected when only one has offers), the short-term-loan income and pay-frequency
 * steps (skipped when known), the auto-refinance vehicle step, to the offers landing page and an offer's details.
 * Home improvement goes from its category straight to the offers. While the workflow state is PENDING_DOCUMENTS or
 * REDIRECTING every step is blocked. Each screen state names its route in meta.route; the app navigates to it, and a
 * URL (back, forward, deep link) is sent as an `xstate.route` request the step's guard accepts or refuses.
 */
/** Back up to the first choice the consumer actually has: levels with a single choice are skipped again. */
const BACK_TO_FIRST_CHOICE = { target: 'routing', actions: assign({ selection: {}, offerId: null }) } as never;

export const marketplaceRouterMachine = setup({
  types: {
    context: {} as MarketplaceRouterContext,
    events: {} as MarketplaceRouterEvent,
  },
  actors: {
    loadMarketplace: fromPromise<{ offers: readonly RoutedOffer[]; consumer: RoutedConsumer }>(async () =>
      notProvided('marketplaceRouterMachine', 'loadMarketplace'),
    ),
  },
  guards: {
    isBlocked: ({ context }) => context.consumer?.workflowState.some((s) => BLOCKING_STATES.includes(s)) ?? false,
    hasNoOffers: ({ context }) => shown(context).length === 0,
    noCategory: ({ context }) => context.selection.category === undefined,
    isHomeImprovement: ({ context }) => context.selection.category === 'HOME_IMPROVEMENT',
    needsIncome: ({ context }) => context.selection.category === 'SHORT_TERM_LOANS' && !context.consumer?.hasIncome,
    needsPayFrequency: ({ context }) =>
      context.selection.category === 'SHORT_TERM_LOANS' && !context.consumer?.hasPayFrequency,
    noSubcategory: ({ context }) => context.selection.subcategory === undefined,
    noPurpose: ({ context }) => context.selection.purpose === undefined,
    needsVehicle: ({ context }) => context.selection.purpose === 'Refinance' && !context.consumer?.vehicleConfirmed,
    noneInSelection: ({ context }) => inSelection(context).length === 0,
    hasCategory: ({ context }) => context.selection.category !== undefined,
    hasChoiceOfCategory: ({ context }) =>
      !context.consumer?.workflowState.some((s) => BLOCKING_STATES.includes(s)) &&
      autoSelect(shown(context)).category === undefined &&
      shown(context).length > 0,
    hasSubcategory: ({ context }) => context.selection.subcategory !== undefined,
    hasPurposeOrShortcut: ({ context }) =>
      context.selection.purpose !== undefined || context.selection.category === 'HOME_IMPROVEMENT',
    hasOffer: ({ context }) => context.offerId !== null,
  },
  actions: {
    applyAutoSelect: assign({ selection: ({ context }) => autoSelect(shown(context), context.selection) }),
  },
}).createMachine({
  id: 'marketplace',
  initial: 'loading',
  context: { offers: [], consumer: null, selection: {}, offerId: null, errorCode: null },
  on: {
    'marketplace.startOver': {
      target: '.routing',
      actions: assign({ selection: {}, offerId: null }),
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMarketplace',
        src: 'loadMarketplace',
        onDone: {
          target: 'routing',
          actions: assign({
            offers: ({ event }) => event.output.offers,
            consumer: ({ event }) => event.output.consumer,
          }),
        },
        onError: [
          {
            guard: ({ event }) => toSessionError(event.error).code === 'OFFERS_EXPIRED',
            target: 'expired',
          },
          { guard: ({ event }) => toSessionError(event.error).code === 'OFFERS_NOT_FOUND', target: 'noOffers' },
          { target: 'error', actions: assign({ errorCode: ({ event }) => toSessionError(event.error).code }) },
        ],
      },
    },
    /** Decides the next step from the selection; never rests here. */
    routing: {
      entry: 'applyAutoSelect',
      always: [
        { guard: 'isBlocked', target: 'error', actions: assign({ errorCode: 'OFFER_REDEMPTION_STIPS_PENDING' }) },
        { guard: 'hasNoOffers', target: 'noOffers' },
        { guard: 'noCategory', target: 'category' },
        { guard: 'needsIncome', target: 'income' },
        { guard: 'needsPayFrequency', target: 'pay' },
        { guard: 'isHomeImprovement', target: 'offers' },
        { guard: 'noSubcategory', target: 'subcategory' },
        { guard: 'noPurpose', target: 'purpose' },
        { guard: 'needsVehicle', target: 'vehicle' },
        { guard: 'noneInSelection', target: 'noOffers' },
        { target: 'offers' },
      ],
    },
    category: {
      id: 'marketplace.category',
      meta: { route: '/marketplace' },
      route: { guard: 'hasChoiceOfCategory' },
      entry: assign({ selection: {}, offerId: null }),
      on: {
        'step.choose': {
          target: 'routing',
          actions: assign({ selection: ({ event }) => selectionOf({ category: event.category }) }),
        },
      },
    },
    subcategory: {
      id: 'marketplace.subcategory',
      meta: { route: '/marketplace/:productCategory' },
      route: { guard: and([not('isBlocked'), 'hasCategory']) },
      entry: assign({ selection: ({ context }) => selectionOf({ category: context.selection.category }) }),
      on: {
        'step.choose': {
          target: 'routing',
          actions: assign({
            selection: ({ context, event }) =>
              selectionOf({ category: context.selection.category, subcategory: event.subcategory }),
          }),
        },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    purpose: {
      id: 'marketplace.purpose',
      meta: { route: '/marketplace/:productCategory/:productSubcategory' },
      route: { guard: and([not('isBlocked'), 'hasSubcategory']) },
      on: {
        'step.choose': {
          target: 'routing',
          actions: assign({
            selection: ({ context, event }) => selectionOf({ ...context.selection, purpose: event.purpose }),
          }),
        },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    /** Short-term loans: the screen saves the income (re-evaluation), then reports step.done with the new consumer. */
    income: {
      id: 'marketplace.income',
      meta: { route: '/marketplace/:productCategory/income' },
      on: {
        'step.done': {
          target: 'routing',
          actions: assign({ consumer: ({ context }) => context.consumer && { ...context.consumer, hasIncome: true } }),
        },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    pay: {
      id: 'marketplace.pay',
      meta: { route: '/marketplace/:productCategory/pay' },
      on: {
        'step.done': {
          target: 'routing',
          actions: assign({
            consumer: ({ context }) => context.consumer && { ...context.consumer, hasPayFrequency: true },
          }),
        },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    vehicle: {
      id: 'marketplace.vehicle',
      meta: { route: '/marketplace/:productCategory/:productSubcategory/:productPurpose/vehicle' },
      on: {
        'step.done': {
          target: 'routing',
          actions: assign({
            consumer: ({ context }) => context.consumer && { ...context.consumer, vehicleConfirmed: true },
          }),
        },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    offers: {
      id: 'marketplace.offers',
      meta: { route: '/marketplace/offers' },
      route: { guard: and([not('isBlocked'), 'hasPurposeOrShortcut']) },
      on: {
        'offer.select': { target: 'details', actions: assign({ offerId: ({ event }) => event.offerId }) },
        'route.back': BACK_TO_FIRST_CHOICE,
      },
    },
    details: {
      id: 'marketplace.details',
      meta: { route: '/offers/:id' },
      route: { guard: and([not('isBlocked'), 'hasOffer']) },
      on: { 'route.back': 'offers', 'offer.select': { actions: assign({ offerId: ({ event }) => event.offerId }) } },
    },
    noOffers: { id: 'marketplace.noOffers', meta: { route: '/marketplace/nooffers' } },
    expired: { id: 'marketplace.expired', meta: { route: '/marketplace/expired' } },
    error: { id: 'marketplace.error', meta: { route: '/error/:error' } },
  },
});
