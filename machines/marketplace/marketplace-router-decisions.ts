import type { MarketplaceSelection } from '../../domain/marketplace/auto-select.ts';
import { autoSelect } from '../../domain/marketplace/auto-select.ts';
import { offersToShow } from '../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../domain/marketplace/product-triples.ts';
import { pageForPath } from '../../domain/workflow/catalogue.ts';
import type { MarketplaceFacts, RoutedConsumer, RoutedOffer } from '../../domain/workflow/marketplace-facts.ts';
import { LOAD_PAGES, type MarketplaceWorkflow } from '../../domain/workflow/marketplace-workflow.ts';
import { abort, arrive, NOWHERE, next, type RouterPosition, toError, toStart } from '../../domain/workflow/navigate.ts';
import { type QueryValue, selectionFromParams, selectionFromQuery } from '../../domain/workflow/selection-query.ts';
import { toSessionError } from '../session/session-error.ts';
import type { MarketplaceRouterContext, MarketplaceRouterEvent, StepChoice } from './marketplace-router-machine.ts';

/*
 * The marketplace router's decisions (marketplace-router-machine.ts): where each event leads, as the context's new
 * facts and position. Pure functions of the workflow, the context and the event, so the machine only assigns them.
 */

type EventOf<T extends MarketplaceRouterEvent['type']> = Extract<MarketplaceRouterEvent, { type: T }>;

const position = (to: RouterPosition, facts: MarketplaceFacts) => ({ ...facts, ...to });

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

/**
 * The offers and consumer loaded: a deep link or reload is a route request. One that names no page fails, and the
 * remembered referrer is tried instead; one whose guard denies goes where a denial goes (the start, or the error
 * step). A consumer in the middle of redeeming resumes at the offer.
 */
export function loadedPosition(
  workflow: MarketplaceWorkflow,
  context: MarketplaceRouterContext,
  loaded: { offers: readonly RoutedOffer[]; consumer: RoutedConsumer },
) {
  const { offers, consumer } = loaded;
  const resumeAt = consumer.workflowState.includes('redeemOffer') ? consumer.pendingOfferId : null;
  const facts: MarketplaceFacts = {
    offers,
    consumer,
    selection: autoSelect(offersToShow(offers)),
    offerId: resumeAt,
  };
  for (const wanted of [context.entry, context.referrer ? splitUrl(context.referrer) : null]) {
    if (!wanted) continue;
    const asked = requested(workflow, facts, wanted.path, wanted.query);
    if (!asked) continue;
    const to = withUrlCode(arrive(workflow, NOWHERE, asked.page, asked.facts, 'push', facts), asked);
    return position(to, workflow.guard(asked.page, asked.facts) === true ? asked.facts : facts);
  }
  return position(toStart(workflow, facts), facts);
}

/** Loading failed: an expired session or no offers have pages of their own; anything else is the error step. */
export function loadFailedPosition(workflow: MarketplaceWorkflow, context: MarketplaceRouterContext, error: unknown) {
  const code = toSessionError(error).code;
  const page = LOAD_PAGES[code as keyof typeof LOAD_PAGES];
  const to = page ? { path: page, history: [page], errorCode: null } : toError(workflow, NOWHERE, code);
  return position(to, factsOf(context));
}

/** A page is done: its choice, chosen offer and changes to the consumer or offers, then the definition's next step. */
export function nextPosition(
  workflow: MarketplaceWorkflow,
  context: MarketplaceRouterContext,
  event: EventOf<'workflow.next'>,
) {
  const consumer = context.consumer && event.consumer ? { ...context.consumer, ...event.consumer } : context.consumer;
  const offers = event.offers ?? context.offers;
  const base = { ...factsOf(context), consumer, offers };
  const facts: MarketplaceFacts = {
    ...base,
    selection: choose(base, event.choice),
    offerId: event.offerId ?? context.offerId,
  };
  return position(next(workflow, context, facts), facts);
}

export const abortPosition = (workflow: MarketplaceWorkflow, context: MarketplaceRouterContext) =>
  position(abort(workflow, context, factsOf(context)), factsOf(context));

export const errorPosition = (workflow: MarketplaceWorkflow, context: MarketplaceRouterContext, code: string) =>
  position(toError(workflow, context, code), factsOf(context));

/** A URL asked for; {} (nothing changes) when no page matches it, so the router restores the page it was on. */
export function routedPosition(
  workflow: MarketplaceWorkflow,
  context: MarketplaceRouterContext,
  event: EventOf<'workflow.route'>,
) {
  const asked = requested(workflow, factsOf(context), event.path, event.query);
  if (!asked) return {};
  const to = withUrlCode(arrive(workflow, context, asked.page, asked.facts, 'back', factsOf(context)), asked);
  // A denied page keeps the facts the consumer had; an allowed one takes the URL's.
  const allowed = workflow.guard(asked.page, asked.facts) === true;
  return position(to, allowed ? asked.facts : factsOf(context));
}

/** Back to the start with the selection reset to what the offers alone decide. */
export function startOverPosition(workflow: MarketplaceWorkflow, context: MarketplaceRouterContext) {
  const facts = { ...factsOf(context), selection: autoSelect(offersToShow(context.offers)), offerId: null };
  return position(toStart(workflow, facts), facts);
}
