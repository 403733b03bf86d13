import { assign, fromPromise, setup } from 'xstate';
import type { Purpose, Subcategory } from '../../domain/catalog/categories.ts';
import type { OfferCategory } from '../../domain/catalog/products.ts';
import type { CataloguePage } from '../../domain/workflow/catalogue.ts';
import { ERROR_PATH, type WorkflowDefinition } from '../../domain/workflow/definition.ts';
import { DEFAULT_WORKFLOW_NAME, MARKETPLACE_WORKFLOWS } from '../../domain/workflow/marketplace-definitions.ts';
import type { MarketplaceFacts, RoutedConsumer, RoutedOffer } from '../../domain/workflow/marketplace-facts.ts';
import { compileMarketplaceWorkflow, type MarketplaceWorkflow } from '../../domain/workflow/marketplace-workflow.ts';
import { NOWHERE, type RouterPosition } from '../../domain/workflow/navigate.ts';
import type { QueryValue } from '../../domain/workflow/selection-query.ts';
import { notProvided } from '../redemption/not-provided.ts';
import {
  abortPosition,
  errorPosition,
  loadedPosition,
  loadFailedPosition,
  nextPosition,
  routedPosition,
  startOverPosition,
} from './marketplace-router-decisions.ts';

export type { RoutedConsumer, RoutedOffer };

export interface MarketplaceRouterContext extends MarketplaceFacts, RouterPosition {
  /** The URL the consumer arrived with (deep link or reload), tried once the offers are loaded. */
  readonly entry: { readonly path: string; readonly query: Readonly<Record<string, QueryValue>> } | null;
  /** The page the consumer was on before a reload (kept in session storage by the app), restored if entry fails. */
  readonly referrer: string | null;
}

export interface MarketplaceRouterInput {
  readonly entry?: MarketplaceRouterContext['entry'];
  readonly referrer?: string | null;
}

export interface StepChoice {
  readonly category?: OfferCategory;
  readonly subcategory?: Subcategory;
  readonly purpose?: Purpose;
}

export type MarketplaceRouterEvent =
  /** A page is done: a choice, a chosen offer, or what the page changed about the consumer and their offers. */
  | {
      type: 'workflow.next';
      choice?: StepChoice;
      offerId?: string;
      consumer?: Partial<RoutedConsumer>;
      offers?: readonly RoutedOffer[];
    }
  | { type: 'workflow.abort' }
  | { type: 'workflow.error'; code: string }
  /** A URL the consumer asked for (back, forward, deep link): shown only if a page matches and its guard allows. */
  | { type: 'workflow.route'; path: string; query?: Readonly<Record<string, QueryValue>> }
  | { type: 'marketplace.startOver' };

/** State keys cannot hold '/' or '.', so a page's key is its template with those replaced. */
export const pageKey = (path: string): string => `page${path.replace(/[/.]/g, '_').replace(/:/g, '$')}`;

/** The routing states: `dispatch` enters the page the last decision named; each page is a state of its own. */
function routingStates(pages: readonly CataloguePage[]) {
  return {
    /** Never rests: enters the page the last decision named. */
    dispatch: {
      always: [
        ...pages.map((page) => ({
          guard: ({ context }: { context: MarketplaceRouterContext }) => context.path === page.path,
          target: pageKey(page.path),
        })),
        { target: pageKey(ERROR_PATH) },
      ],
    },
    ...Object.fromEntries(
      pages.map((page) => [
        pageKey(page.path),
        { meta: { route: page.path, sequence: page.sequence }, tags: [...page.tags] },
      ]),
    ),
  };
}

/**
 * The consumer marketplace's workflow router (001 §4), compiled from a workflow definition: one state per indexed
 * page (its route in meta.route, its sequence and tags), entered only through `dispatch`, which reads where the
 * definition's next, abort, error and start steps, the guards and the URL led. Loading the offers comes first;
 * failures go to the expired, no-offers or error pages. The app navigates to the state's route and sends every URL
 * change back as `workflow.route`; a refused one leaves the state, and so the URL, where it was.
 */
export function createMarketplaceRouter(workflow: MarketplaceWorkflow) {
  const pages = [...workflow.pages.values()];
  return setup({
    types: {
      context: {} as MarketplaceRouterContext,
      events: {} as MarketplaceRouterEvent,
      input: {} as MarketplaceRouterInput | undefined,
    },
    actors: {
      loadMarketplace: fromPromise<{ offers: readonly RoutedOffer[]; consumer: RoutedConsumer }>(async () =>
        notProvided('marketplaceRouter', 'loadMarketplace'),
      ),
    },
  }).createMachine({
    id: 'marketplace',
    initial: 'loading',
    context: ({ input }) => ({
      offers: [],
      consumer: null,
      selection: {},
      offerId: null,
      ...NOWHERE,
      entry: input?.entry ?? null,
      referrer: input?.referrer ?? null,
    }),
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadMarketplace',
          src: 'loadMarketplace',
          onDone: {
            target: 'routing',
            actions: assign(({ context, event }) => loadedPosition(workflow, context, event.output)),
          },
          onError: {
            target: 'routing',
            actions: assign(({ context, event }) => loadFailedPosition(workflow, context, event.error)),
          },
        },
      },
      routing: {
        initial: 'dispatch',
        states: routingStates(pages),
        on: {
          'workflow.next': {
            target: '.dispatch',
            actions: assign(({ context, event }) => nextPosition(workflow, context, event)),
          },
          'workflow.abort': { target: '.dispatch', actions: assign(({ context }) => abortPosition(workflow, context)) },
          'workflow.error': {
            target: '.dispatch',
            actions: assign(({ context, event }) => errorPosition(workflow, context, event.code)),
          },
          'workflow.route': {
            target: '.dispatch',
            actions: assign(({ context, event }) => routedPosition(workflow, context, event)),
          },
          'marketplace.startOver': {
            target: '.dispatch',
            actions: assign(({ context }) => startOverPosition(workflow, context)),
          },
        },
      },
    },
  });
}

export type MarketplaceRouter = ReturnType<typeof createMarketplaceRouter>;

/** The router compiled from the default definition: what the statechart catalogue, /charts and the docs show. */
export const consumerMarketplaceRouter = createMarketplaceRouter(
  compileMarketplaceWorkflow(MARKETPLACE_WORKFLOWS[DEFAULT_WORKFLOW_NAME] as WorkflowDefinition, () => {}),
);
