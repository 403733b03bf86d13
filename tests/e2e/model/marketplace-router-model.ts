import type { AnyMachineSnapshot } from 'xstate';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import { routedConsumer } from '../../../domain/workflow/marketplace-facts.test-helper.ts';
import type { RoutedConsumer, RoutedOffer } from '../../../domain/workflow/marketplace-facts.ts';
import type { StepChoice } from '../../../machines/marketplace/marketplace-router-machine.ts';
import { consumerMarketplaceRouter } from '../../../machines/marketplace/marketplace-router-machine.ts';
import { coveringPaths, type ModelEvent } from './covering-paths.ts';
import type { Skipped } from './run-model.ts';

/*
 * The consumer marketplace router's browser model (docs/statecharts-paths.md): the demo consumers' loads as the
 * server answers them for a path's copy of the consumer (product types and statuses of the demo seed, checked on
 * each copy; ids are the model's own, a page action finds the real offer on screen), what each screen sends when it is done, and the URL changes a consumer
 * makes inside the app (back, forward, a link), which the router takes as `workflow.route`.
 */

const offers = (...types: string[]): RoutedOffer[] =>
  types.map((productType, index) => ({ id: `o${index + 1}`, productType, status: 'ELIGIBLE' }));

/** A consumer with offers generated, income and pay frequency known, vehicle not confirmed, unless overridden. */
const consumer = routedConsumer;

/**
 * Lee (DEMO-1004): a current auto loan to refinance (the vehicle step needs it), offers in eight categories, income
 * and pay frequency known, vehicle not confirmed (each path walks a copy of its own).
 */
const LEE_OFFERS = offers(
  'Unsecured_Credit_Card',
  'Auto_Refi',
  'New_Auto',
  'Used_Auto',
  'Used_Boat',
  'New_RV',
  'New_Watercraft',
  'New_Moto',
  'Short_Term_Loan',
  'Unsecured_Loan',
  'Checking_Account',
  'Certificate_Deposit',
);
/** Johnson (DEMO-1003): Garcia's offers in all ten categories and a redemption waiting for documents. */
const JOHNSON_OFFERS = [
  ...LEE_OFFERS,
  ...offers('Home_Improvement_Loan', 'HELOC', 'Home_Equity_Loan').map((o, i) => ({ ...o, id: `h${i + 1}` })),
];
/** Smith (DEMO-1002): a CD, a checking account and a short-term loan; no income or pay frequency yet. */
const SMITH_OFFERS = offers('Certificate_Deposit', 'Checking_Account', 'Short_Term_Loan');

const loaded = (name: string, list: RoutedOffer[], who: RoutedConsumer): ModelEvent => ({
  type: 'xstate.done.actor.loadMarketplace',
  output: { offers: list, consumer: who },
  who: name,
});
const loadFailed = (code: string, status: number): ModelEvent => ({
  type: 'xstate.error.actor.loadMarketplace',
  error: { code, status, message: code },
});

/** Each scenario's load: what the server answers for the copy of its demo consumer a path makes (router-consumers.ts). */
export const ROUTER_LOADS = {
  lee: loaded('lee', LEE_OFFERS, consumer()),
  smith: loaded('smith', SMITH_OFFERS, consumer({ hasIncome: false, hasPayFrequency: false })),
  // A redemption waiting for documents blocks every marketplace step.
  johnson: loaded('johnson', JOHNSON_OFFERS, consumer({ workflowState: ['OFFERS_GENERATED', 'PENDING_DOCUMENTS'] })),
  clark: loadFailed('OFFERS_EXPIRED', 410),
  rivera: loadFailed('OFFERS_NOT_FOUND', 404),
} as const satisfies Record<string, ModelEvent>;
const LOADS: ModelEvent[] = Object.values(ROUTER_LOADS);

const next = (extra: Record<string, unknown> = {}): ModelEvent => ({ type: 'workflow.next', ...extra });
const route = (path: string): ModelEvent => ({ type: 'workflow.route', path });

/** What the screens send when done: a category, subcategory or purpose chosen, an offer, a stated fact, Continue. */
const NEXTS: ModelEvent[] = [
  next({ choice: { category: 'CREDIT_CARDS' } }),
  next({ choice: { category: 'AUTO' } }),
  next({ choice: { category: 'RECREATIONAL_VEHICLES' } }),
  next({ choice: { category: 'SHORT_TERM_LOANS' } }),
  next({ choice: { subcategory: 'Boat' } }),
  next({ choice: { purpose: 'Refinance' } }),
  next({ offerId: 'o1' }),
  next({ consumer: { hasIncome: true } }),
  next({ consumer: { hasPayFrequency: true } }),
  next({ consumer: { vehicleConfirmed: true } }),
  next(),
];

/**
 * The links a consumer follows inside the app (back, forward, an address typed in the same tab): the pages only a
 * link reaches (the purpose page naming all levels, the no-offers and error pages) and the income page the pay
 * step's "Re-enter income" goes back to.
 */
const ROUTES: ModelEvent[] = [
  route('/marketplace/splash'),
  route('/marketplace/auto/automobile/refinance'),
  route('/marketplace/auto/automobile/refinance/nooffers'),
  route('/marketplace/short-term-loans/nooffers'),
  route('/marketplace/short-term-loans/income'),
  route('/error/OFFER_PRODUCT_NOT_FOUND'),
  route('/error'),
];

export const ROUTER_BROWSER_EVENTS: ModelEvent[] = [
  ...LOADS,
  ...NEXTS,
  ...ROUTES,
  { type: 'workflow.abort' },
  { type: 'marketplace.startOver' },
];

/** The graph keeps what the router decides on (page, selection, offer, consumer facts, error code). */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { path, selection, offerId, consumer: who, errorCode, offers: list } = snapshot.context;
  return JSON.stringify([snapshot.value, path, selection, offerId, who, errorCode, list.length]);
};

/** Which demo consumer a load is: a path signs one consumer in, so it takes only that consumer's load. */
const loadOf = (event: ModelEvent): string | null =>
  event.type === 'xstate.done.actor.loadMarketplace'
    ? String(event.who)
    : event.type === 'xstate.error.actor.loadMarketplace'
      ? String((event.error as { code: string }).code)
      : null;
const only =
  (load: string, allows: (event: ModelEvent) => boolean = () => true) =>
  (event: ModelEvent) => {
    const of = loadOf(event);
    return of === null ? allows(event) : of === load;
  };
const isNext = (event: ModelEvent) => event.type === 'workflow.next';

/**
 * Lee walks the category tree, the refinance pages, an offer and the links; Smith states income and pay frequency
 * (each path on a copy of its own); Johnson, Clark and Rivera each land on their page from the load and send nothing.
 */
export const ROUTER_SCENARIOS = {
  lee: only('lee'),
  smith: only('smith'),
  johnson: only('johnson', () => false),
  clark: only('OFFERS_EXPIRED', () => false),
  rivera: only('OFFERS_NOT_FOUND', () => false),
} as const;

const hasOffer = (snapshot: AnyMachineSnapshot, productType: string) =>
  (snapshot.context.offers as RoutedOffer[]).some((offer) => offer.productType === productType);

/** The pages with a "Start over" button: the offers list, the no-offers pages and the error pages. */
const STARTS_OVER = /^page_(marketplace_offers|.*nooffers|error.*)$/;

/**
 * Which screen sends what: a stated fact from its own page (income, pay frequency, vehicle), an offer from the
 * offers list, a category the consumer has offers in from the category page, "Back to offers" (abort) from an
 * offer's details, "Start over" from the pages that show it, and the links from the category page (the first page
 * of every walk, so each link is one step from a page every path passes).
 */
const causable = (state: string, event: ModelEvent, snapshot: AnyMachineSnapshot) => {
  const page = state.replace(/^routing\./, '');
  if (event.type === 'workflow.abort') return page === 'page_offers_$id';
  // The page of a redemption waiting for documents links to it instead of starting over.
  if (event.type === 'marketplace.startOver')
    return STARTS_OVER.test(page) && snapshot.context.errorCode !== 'OFFER_REDEMPTION_STIPS_PENDING';
  // Lee follows the links: a refinance link would take a consumer without an auto loan (Smith) to a vehicle step
  // whose confirmation needs one.
  if (event.type === 'workflow.route') return page === 'page_marketplace' && hasOffer(snapshot, 'Auto_Refi');
  if (!isNext(event)) return true;
  const said = (event.consumer ?? {}) as Partial<RoutedConsumer>;
  if (said.hasIncome) return page.endsWith('_income');
  if (said.hasPayFrequency) return page.endsWith('_pay');
  if (said.vehicleConfirmed) return page.endsWith('_vehicle');
  if (event.offerId) return page === 'page_marketplace_offers';
  const choice = (event.choice ?? {}) as StepChoice;
  const shown = offersToShow(snapshot.context.offers as RoutedOffer[]);
  const offered = shown.some((offer) =>
    matchesSelection(offer.productType, { ...snapshot.context.selection, ...choice }),
  );
  if (choice.category) return page === 'page_marketplace' && offered;
  if (choice.subcategory) return page === 'page_marketplace_$productCategory' && offered;
  if (choice.purpose) return page === 'page_marketplace_$productCategory_$productSubcategory' && offered;
  // Continue with nothing said: the pages whose button only goes on.
  return /(_\$productPurpose|_overview|_loan|_offers_\$id|_marketplace_splash)$/.test(page);
};

export const marketplaceRouterCover = () =>
  coveringPaths({
    machine: consumerMarketplaceRouter,
    events: ROUTER_BROWSER_EVENTS,
    input: {},
    scenarios: ROUTER_SCENARIOS,
    serialize,
    causable,
  });

export const ROUTER_SKIPPED: readonly Skipped[] = [
  { what: 'state routing.dispatch', reason: 'eventless: enters the page the last decision named, never rests' },
  { what: 'event workflow.error', reason: 'no marketplace page sends it; the error pages are reached by a link here' },
  {
    what: 'other load failures (INVALID_SESSION, a server failure)',
    reason: 'expired-session.spec.ts and error-pages.spec.ts; no demo consumer causes them at sign-in',
  },
  {
    what: 'an address on page load (entry, referrer)',
    reason: 'a page load starts a new router (its input), not an event; marketplace.spec.ts loads deep links',
  },
  {
    what: 'every category and choice',
    reason:
      'coverage is by transition: one category per target page (Credit Cards, Auto, Recreational Vehicles, Short-term Loans); the choices themselves are the domain auto-selection, unit-tested',
  },
  {
    what: 'the pay page\'s refused income and "Re-enter income"',
    reason: 'a refused income stays on the pay page; marketplace.spec.ts walks Patel through it',
  },
  {
    what: 'the /further workflow (splash first)',
    reason: 'the same machine compiled from another definition; the splash page is reached here by a link',
  },
];
