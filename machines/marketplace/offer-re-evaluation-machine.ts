import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, type PropertyAssigner, setup } from 'xstate';
import type { PayFrequency } from '../../domain/catalog/consumer.ts';
import type { MarketplaceSelection } from '../../domain/marketplace/auto-select.ts';
import { matchesSelection } from '../../domain/marketplace/product-triples.ts';
import type { RoutedOffer } from '../../domain/workflow/marketplace-facts.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { toSessionError } from '../session/session-error.ts';

/** What the consumer states: the income page has already sent the income; this page adds the pay frequency. */
export interface StatedIncome {
  readonly annualIncome: string | null;
  readonly payFrequency: PayFrequency | null;
}

export interface OfferReEvaluationContext extends StatedIncome {
  /** The selection whose offers decide eligibility (short-term loans, say). */
  readonly selection: MarketplaceSelection;
  /** The offers as the server re-evaluated them for the stated values. */
  readonly offers: readonly RoutedOffer[];
  readonly errorCode: string | null;
}

export interface OfferReEvaluationInput {
  readonly selection: MarketplaceSelection;
  readonly annualIncome?: string | null;
}

export type OfferReEvaluationEvent =
  | { type: 'stated.change'; payFrequency: PayFrequency }
  | { type: 'stated.submit' }
  | { type: 'stated.confirm' }
  | { type: 'stated.edit' }
  | { type: 'stated.reenterIncome' }
  | { type: 'stated.retry' };

/** Whether some offer of the selection is still eligible in a re-evaluated answer. */
const eligibleIn = (selection: MarketplaceSelection, offers: readonly RoutedOffer[]) =>
  offers.some((offer) => offer.status === 'ELIGIBLE' && matchesSelection(offer.productType, selection));

/** The stated values, as both calls take them. */
const statedValues = ({ context }: { context: StatedIncome }) => ({
  annualIncome: context.annualIncome,
  payFrequency: context.payFrequency,
});

/** A call's answer (the re-evaluated offers) or failure, as the machine's done and error events carry them. */
type Answered = DoneActorEvent<readonly RoutedOffer[]>;
type Failed = ErrorActorEvent;
/** assign for a call's done or error event: declared outside the config, it is told the types the config would infer. */
const assignFrom = <E extends Answered | Failed>(
  assignment: PropertyAssigner<OfferReEvaluationContext, E, undefined, OfferReEvaluationEvent, never>,
) => assign<OfferReEvaluationContext, E, undefined, OfferReEvaluationEvent, never>(assignment);

/** A call's answer kept: on to `eligible` while some offer of the selection stays eligible, else to `otherwise`. */
const answered = (eligible: string, otherwise: string) => [
  {
    guard: ({ context, event }: { context: OfferReEvaluationContext; event: Answered }) =>
      eligibleIn(context.selection, event.output),
    target: eligible,
    actions: assignFrom<Answered>({ offers: ({ event }) => event.output }),
  },
  { target: otherwise, actions: assignFrom<Answered>({ offers: ({ event }) => event.output }) },
];

/** A failed call: the error screen, with the code it failed with. */
const failed = () => ({
  target: 'error',
  actions: assignFrom<Failed>({ errorCode: ({ event }) => toSessionError(event.error).code }),
});

/** A call with the stated values, busy meanwhile (its invoke named after its actor, as every invoke here is). */
const calling = <Src extends 'restate' | 'confirmStated'>(src: Src, eligible: string, otherwise: string) => ({
  tags: ['busy'],
  invoke: { id: src, src, input: statedValues, onDone: answered(eligible, otherwise), onError: failed() },
});

/**
 * Offer re-evaluation on stated income (001 §3): the consumer states a pay frequency (the income came from the page
 * before), the server re-evaluates the offers without fixing anything (reviewing), and only when some offer of the
 * selection stays eligible is the consumer asked to confirm — after which income and pay frequency cannot be changed.
 * No eligible offer: ineligible, where the consumer may re-enter the income (nothing is confirmed yet). Offers that
 * come back redacted after confirming end in redacted; failures in error, from which the form is tried again.
 */
export const offerReEvaluationMachine = setup({
  types: {
    context: {} as OfferReEvaluationContext,
    events: {} as OfferReEvaluationEvent,
    input: {} as OfferReEvaluationInput,
    output: {} as { offers: readonly RoutedOffer[] },
  },
  actors: {
    /** PATCHes the stated values without confirming them and answers the re-evaluated offers. */
    restate: fromPromise<readonly RoutedOffer[], StatedIncome>(async () => notProvided('offerReEvaluation', 'restate')),
    /** Confirms the stated values (fixed from now on) and answers the offers. */
    confirmStated: fromPromise<readonly RoutedOffer[], StatedIncome>(async () =>
      notProvided('offerReEvaluation', 'confirmStated'),
    ),
  },
  guards: {
    hasPayFrequency: ({ context }) => context.payFrequency !== null,
  },
}).createMachine({
  id: 'offerReEvaluation',
  initial: 'form',
  context: ({ input }) => ({
    selection: input.selection,
    annualIncome: input.annualIncome ?? null,
    payFrequency: null,
    offers: [],
    errorCode: null,
  }),
  states: {
    form: {
      meta: { screen: 'pay frequency form' },
      on: {
        'stated.change': { actions: assign(({ event }) => ({ payFrequency: event.payFrequency })) },
        'stated.submit': { guard: 'hasPayFrequency', target: 'reviewing' },
      },
    },
    reviewing: calling('restate', 'confirm', 'ineligible'),
    confirm: {
      meta: { screen: 'confirm income and pay frequency (cannot be changed afterwards)' },
      on: { 'stated.confirm': 'confirming', 'stated.edit': 'form' },
    },
    confirming: calling('confirmStated', 'confirmed', 'redacted'),
    ineligible: {
      meta: { screen: 'no offer for this income: re-enter income' },
      on: { 'stated.reenterIncome': 'reenterIncome', 'stated.edit': 'form' },
    },
    /** The consumer goes back to the income page (the router's abort); nothing was confirmed. */
    reenterIncome: { type: 'final' },
    redacted: {
      type: 'final',
      meta: { screen: "the lender's rules exclude the confirmed income: offers redacted" },
    },
    error: {
      meta: { screen: 'something went wrong; try again' },
      on: { 'stated.retry': 'form' },
    },
    confirmed: { type: 'final' },
  },
  output: ({ context }) => ({ offers: context.offers }),
});
