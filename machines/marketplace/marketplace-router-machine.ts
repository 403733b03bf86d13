import { assign, fromPromise, setup } from 'xstate';
import type { Purpose, Subcategory } from '../../domain/catalog/categories.ts';
import type { OfferCategory } from '../../domain/catalog/products.ts';
import { autoSelect, type MarketplaceSelection } from '../../domain/marketplace/auto-select.ts';
import { offersToShow } from '../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../domain/marketplace/product-triples.ts';
import { pageForPath } from '../../domain/workflow/catalogue.ts';
import { ERROR_PATH, type WorkflowDefinition } from '../../domain/workflow/definition.ts';
import { DEFAULT_WORKFLOW_NAME, MARKETPLACE_WORKFLOWS } from '../../domain/workflow/marketplace-definitions.ts';
import type { MarketplaceFacts, RoutedConsumer, RoutedOffer } from '../../domain/workflow/marketplace-facts.ts';
import {
  compileMarketplaceWorkflow,
  LOAD_PAGES,
  type MarketplaceWorkflow,
} from '../../domain/workflow/marketplace-workflow.ts';
import { abort, arrive, NOWHERE, next, type RouterPosition, toError, toStart } from '../../domain/workflow/navigate.ts';
import { type QueryValue, selectionFromParams, selectionFromQuery } from '../../domain/workflow/selection-query.ts';
import { notProvided } from '../redemption/not-provided.ts';
import { toSessionError } from '../session/session-error.ts';

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

/** A choice at one level keeps the levels above it and clears those below, then auto-selection fills single choices. */
function choose(facts: MarketplaceFacts, choice: StepChoice | undefined): MarketplaceSelection {
  const { selection } = facts;
  const base: MarketplaceSelection = choice?.category
    ? { category: choice.category }
    : choice?.subcategory
      ? { ...(selection.category ? { category: selection.category } : {}), subcategory: choice.subcategory }
      : choice?.purpose
        ? { ...selection, purpose: choice.purpose }
        : selection;
  const shown = offersToShow(facts.offers);
  // A choice no shown offer matches (a stale page, a crafted event) changes nothing.
  if (!shown.some((offer) => matchesSelection(offer.productType, base))) return selection;
  return autoSelect(shown, base);
}

const factsOf = (context: MarketplaceRouterContext): MarketplaceFacts => ({
  offers: context.offers,
  consumer: context.consumer,
  selection: context.selection,
  offerId: context.offerId,
});

const LEVEL_OF: Readonly<Record<string, string>> = {
  productCategory: 'category',
  productSubcategory: 'subcategory',
  productPurpose: 'purpose',
};

/** The facts a URL asks for; undefined when a parameter names nothing known (the request is refused). */
function requested(
  workflow: MarketplaceWorkflow,
  facts: MarketplaceFacts,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
): { page: string; facts: MarketplaceFacts; errorCode: string | null } | undefined {
  const match = pageForPath(workflow.pages, path);
  if (!match) return undefined;
  const fromPath = selectionFromParams(match.params);
  const levels = Object.keys(LEVEL_OF).filter((key) => match.params[key] !== undefined);
  // A path level naming no known category, subcategory or purpose asks for nothing: the request fails.
  if (levels.some((key) => !fromPath[LEVEL_OF[key] as keyof MarketplaceSelection])) return undefined;
  const fromQuery = selectionFromQuery(query);
  // A URL naming a category starts the selection there; one naming none keeps the consumer's. Single choices below
  // are filled in, as when choosing on the pages.
  const named = levels.length ? { ...fromQuery, ...fromPath } : fromQuery;
  const selection = autoSelect(offersToShow(facts.offers), named.category ? named : { ...facts.selection, ...named });
  return {
    page: match.page.path,
    facts: { ...facts, selection, offerId: match.params.id ?? facts.offerId },
    // The error page's code travels in its path (/error/{error}): a reload or a forwarded error keeps it.
    errorCode: match.params.error ?? null,
  };
}

/** An arrival at the page a URL asked for carries the URL's error code; any other arrival keeps its own. */
const withUrlCode = (to: RouterPosition, asked: { page: string; errorCode: string | null }): RouterPosition =>
  asked.errorCode !== null && to.path === asked.page ? { ...to, errorCode: asked.errorCode } : to;

/** A remembered URL (path and query) as a route request. */
const splitUrl = (url: string): { path: string; query: Record<string, string> } => {
  const [path = '', query = ''] = url.split('?');
  return { path, query: Object.fromEntries(new URLSearchParams(query)) };
};

/** State keys cannot hold '/' or '.', so a page's key is its template with those replaced. */
export const pageKey = (path: string): string => `page${path.replace(/[/.]/g, '_').replace(/:/g, '$')}`;

/**
 * The consumer marketplace's workflow router (001 §4), compiled from a workflow definition: one state per indexed
 * page (its route in meta.route, its sequence and tags), entered only through `dispatch`, which reads where the
 * definition's next, abort, error and start steps, the guards and the URL led. Loading the offers comes first;
 * failures go to the expired, no-offers or error pages. The app navigates to the state's route and sends every URL
 * change back as `workflow.route`; a refused one leaves the state, and so the URL, where it was.
 */
export function createMarketplaceRouter(workflow: MarketplaceWorkflow) {
  const pages = [...workflow.pages.values()];
  const position = (to: RouterPosition, facts: MarketplaceFacts) => ({ ...facts, ...to });
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
            actions: assign(({ context, event }) => {
              const { offers, consumer } = event.output;
              const resumeAt = consumer.workflowState.includes('redeemOffer') ? consumer.pendingOfferId : null;
              const facts: MarketplaceFacts = {
                offers,
                consumer,
                selection: autoSelect(offersToShow(offers)),
                offerId: resumeAt,
              };
              // A deep link or reload is a route request. One that names no page fails, and the remembered referrer
              // is tried instead; one whose guard denies goes where a denial goes (the start, or the error step).
              for (const wanted of [context.entry, context.referrer ? splitUrl(context.referrer) : null]) {
                if (!wanted) continue;
                const asked = requested(workflow, facts, wanted.path, wanted.query);
                if (!asked) continue;
                const to = withUrlCode(arrive(workflow, NOWHERE, asked.page, asked.facts, 'push', facts), asked);
                return position(to, workflow.guard(asked.page, asked.facts) === true ? asked.facts : facts);
              }
              return position(toStart(workflow, facts), facts);
            }),
          },
          onError: {
            target: 'routing',
            actions: assign(({ context, event }) => {
              const code = toSessionError(event.error).code;
              const page = LOAD_PAGES[code as keyof typeof LOAD_PAGES];
              const to = page ? { path: page, history: [page], errorCode: null } : toError(workflow, NOWHERE, code);
              return position(to, factsOf(context));
            }),
          },
        },
      },
      routing: {
        initial: 'dispatch',
        states: {
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
        },
        on: {
          'workflow.next': {
            target: '.dispatch',
            actions: assign(({ context, event }) => {
              const consumer =
                context.consumer && event.consumer ? { ...context.consumer, ...event.consumer } : context.consumer;
              const offers = event.offers ?? context.offers;
              const base = { ...factsOf(context), consumer, offers };
              const facts: MarketplaceFacts = {
                ...base,
                selection: choose(base, event.choice),
                offerId: event.offerId ?? context.offerId,
              };
              return position(next(workflow, context, facts), facts);
            }),
          },
          'workflow.abort': {
            target: '.dispatch',
            actions: assign(({ context }) => position(abort(workflow, context, factsOf(context)), factsOf(context))),
          },
          'workflow.error': {
            target: '.dispatch',
            actions: assign(({ context, event }) => position(toError(workflow, context, event.code), factsOf(context))),
          },
          'workflow.route': {
            target: '.dispatch',
            actions: assign(({ context, event }) => {
              const asked = requested(workflow, factsOf(context), event.path, event.query);
              // Nothing matches the URL: the request fails and the router stays on (restores) the page it was on.
              if (!asked) return {};
              const to = withUrlCode(
                arrive(workflow, context, asked.page, asked.facts, 'back', factsOf(context)),
                asked,
              );
              // A denied page keeps the facts the consumer had; an allowed one takes the URL's.
              const allowed = workflow.guard(asked.page, asked.facts) === true;
              return position(to, allowed ? asked.facts : factsOf(context));
            }),
          },
          'marketplace.startOver': {
            target: '.dispatch',
            actions: assign(({ context }) => {
              const facts = { ...factsOf(context), selection: autoSelect(offersToShow(context.offers)), offerId: null };
              return position(toStart(workflow, facts), facts);
            }),
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
