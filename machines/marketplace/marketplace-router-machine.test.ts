import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { autoSelect } from '../../domain/marketplace/auto-select.ts';
import { MARKETPLACE_WORKFLOWS } from '../../domain/workflow/marketplace-definitions.ts';
import { routedConsumer } from '../../domain/workflow/marketplace-facts.test-helper.ts';
import type { MarketplaceFacts } from '../../domain/workflow/marketplace-facts.ts';
import { compileMarketplaceWorkflow } from '../../domain/workflow/marketplace-workflow.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  type ModelPath,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { createMarketplaceRouter, type MarketplaceRouterContext, pageKey } from './marketplace-router-machine.ts';

const apiError = (code: string) => ({ status: 404, code, message: code });
const offer = (id: string, productType: string, status = 'ELIGIBLE') => ({ id, productType, status });
const consumer = routedConsumer;
const loaded = (offers: ReturnType<typeof offer>[], who = consumer()) => ({
  type: 'xstate.done.actor.loadMarketplace',
  output: { offers, consumer: who },
});

// Small fixtures keep the graph finite: every branch of 001 §2 is reachable from one of these loads.
const loads: ModelEvent[] = [
  loaded(
    [
      offer('a1', 'New_Auto'),
      offer('a2', 'Auto_Refi'),
      offer('s1', 'Short_Term_Loan'),
      offer('h1', 'Home_Improvement_Loan'),
    ],
    consumer({ hasIncome: false, hasPayFrequency: false }),
  ),
  loaded([offer('c1', 'Certificate_Deposit')]),
  loaded([offer('r1', 'Short_Term_Loan', 'REDACTED')]),
  loaded([offer('a1', 'New_Auto')], consumer({ workflowState: ['OFFERS_GENERATED', 'PENDING_DOCUMENTS'] })),
  { type: 'xstate.error.actor.loadMarketplace', error: apiError('OFFERS_EXPIRED') },
  { type: 'xstate.error.actor.loadMarketplace', error: apiError('OFFERS_NOT_FOUND') },
  { type: 'xstate.error.actor.loadMarketplace', error: apiError('INVALID_SESSION') },
];

/** What any page can send: the browser's URL changes, abort, an error, start over. */
const anywhere: ModelEvent[] = [
  { type: 'workflow.abort' },
  { type: 'workflow.error', code: 'RATE_CHANGED' },
  { type: 'marketplace.startOver' },
  { type: 'workflow.route', path: '/marketplace' },
  { type: 'workflow.route', path: '/marketplace/offers' },
  { type: 'workflow.route', path: '/offers/a1' },
  { type: 'workflow.route', path: '/marketplace/auto/automobile/refinance/vehicle' },
  { type: 'workflow.route', path: '/marketplace/auto/automobile/purchase-new' },
  { type: 'workflow.route', path: '/marketplace/yachts' },
  { type: 'workflow.route', path: '/marketplace/offers', query: { category: ['HOME_IMPROVEMENT', 'AUTO'] } },
];

/** What each page's screen sends when the consumer completes it. */
const completions: Readonly<Record<string, ModelEvent[]>> = {
  '/marketplace': [
    { type: 'workflow.next', choice: { category: 'AUTO' } },
    { type: 'workflow.next', choice: { category: 'SHORT_TERM_LOANS' } },
    { type: 'workflow.next', choice: { category: 'HOME_IMPROVEMENT' } },
  ],
  '/marketplace/:productCategory/:productSubcategory': [
    { type: 'workflow.next', choice: { purpose: 'Refinance' } },
    { type: 'workflow.next', choice: { purpose: 'Purchase new' } },
  ],
  '/marketplace/:productCategory/income': [{ type: 'workflow.next', consumer: { hasIncome: true } }],
  '/marketplace/:productCategory/pay': [{ type: 'workflow.next', consumer: { hasPayFrequency: true } }],
  '/marketplace/:productCategory/:productSubcategory/:productPurpose': [{ type: 'workflow.next' }],
  '/marketplace/:productCategory/:productSubcategory/:productPurpose/overview': [{ type: 'workflow.next' }],
  '/marketplace/:productCategory/:productSubcategory/:productPurpose/vehicle': [
    { type: 'workflow.next', consumer: { vehicleConfirmed: true } },
  ],
  '/marketplace/:productCategory/:productSubcategory/:productPurpose/loan': [{ type: 'workflow.next' }],
  '/marketplace/offers': [{ type: 'workflow.next', offerId: 'a1' }],
  // The definition names no next step for the no-offers page: nothing matches, so /error (001 §4).
  '/marketplace/nooffers': [{ type: 'workflow.next' }],
};

const events = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  if (snapshot.matches('loading')) return loads;
  const { path } = snapshot.context as MarketplaceRouterContext;
  return [...(completions[path ?? ''] ?? []), ...anywhere];
};

const workflow = compileMarketplaceWorkflow(MARKETPLACE_WORKFLOWS['consumer-marketplace'] as never, () => {});
const machine = createMarketplaceRouter(workflow);
// States differ by page, selection, chosen offer, what the consumer confirmed and the error code; history (abort is
// covered by navigate.test.ts) and the constant offers would only make the graph endless.
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { selection, offerId, consumer, errorCode } = snapshot.context as MarketplaceRouterContext;
  return JSON.stringify([snapshot.value, selection, offerId, consumer, errorCode]);
};
const { paths, edgePaths } = modelPaths(machine, events, undefined, serialize);
const routing = (page: string) => JSON.stringify({ routing: pageKey(page) });
const at = (snapshot: { matches: (v: unknown) => boolean }, page: string) =>
  snapshot.matches({ routing: pageKey(page) });
const facts = (context: MarketplaceRouterContext): MarketplaceFacts => context;

describe('marketplace router compiled from the consumer-marketplace definition (model-based)', () => {
  it('reaches every page of the marketplace flows', () => {
    const reached = reachedValues(paths);
    for (const page of [
      '/marketplace',
      '/marketplace/:productCategory/income',
      '/marketplace/:productCategory/pay',
      '/marketplace/:productCategory/:productSubcategory/:productPurpose',
      '/marketplace/:productCategory/:productSubcategory/:productPurpose/overview',
      '/marketplace/:productCategory/:productSubcategory/:productPurpose/vehicle',
      '/marketplace/:productCategory/:productSubcategory/:productPurpose/loan',
      '/marketplace/offers',
      '/offers/:id',
      '/marketplace/nooffers',
      '/marketplace/expired',
      '/error/:error',
      '/error',
    ])
      expect(reached, page).toContain(routing(page));
  });

  it('rests only on pages, each with its route and sequence', () => {
    const resting = paths.filter((path) => !path.state.hasTag('busy')).map((path) => path.state);
    for (const state of resting) {
      const meta = Object.values(state.getMeta() as Record<string, { route?: string; sequence?: number }>);
      expect(meta.some((m) => typeof m.route === 'string' && typeof m.sequence === 'number')).toBe(true);
    }
  });

  // One test per page the transitions end on (thousands of transitions, replayed in a loop; a failure names its path).
  const byPage = new Map<string, ModelPath[]>();
  for (const path of edgePaths) {
    const page = JSON.stringify(path.state.value);
    byPage.set(page, [...(byPage.get(page) ?? []), path]);
  }
  it.each([...byPage.keys()])('every transition into %s', async (page) => {
    for (const path of byPage.get(page) ?? [])
      await replayChecked(path).catch((error: Error) => {
        throw new Error(`${describePath(path)}: ${error.message}`);
      });
  });
});

async function replayChecked(path: ModelPath) {
  const h = createHarness(machine, ['loadMarketplace']);
  await replayPath(
    h,
    path,
    (snapshot, event, previous) => {
      const context = snapshot.context as MarketplaceRouterContext;
      const shown = context.offers.filter((o) => o.status === 'ELIGIBLE');
      if (snapshot.matches('loading')) return;
      // Every page shown passes its guard; the machine's page is the context's path.
      expect(snapshot.matches({ routing: pageKey(context.path ?? '') })).toBe(true);
      expect(workflow.guard(context.path ?? '', facts(context))).toBe(true);
      // Blocked while documents are pending (001 §2): only the error page, with the code.
      if (context.consumer?.workflowState.includes('PENDING_DOCUMENTS')) {
        expect(at(snapshot, '/error/:error')).toBe(true);
        if (event.type.startsWith('xstate.done')) expect(context.errorCode).toBe('OFFER_REDEMPTION_STIPS_PENDING');
      }
      // A level with a single choice is never asked.
      if (at(snapshot, '/marketplace')) expect(autoSelect(shown).category).toBeUndefined();
      // Going forward, short-term loans ask income, then pay frequency, only while unknown (back may revisit them).
      const forward = event.type === 'workflow.next';
      if (forward && at(snapshot, '/marketplace/:productCategory/income'))
        expect(context.consumer?.hasIncome).toBe(false);
      if (forward && at(snapshot, '/marketplace/:productCategory/pay'))
        expect(context.consumer?.hasPayFrequency).toBe(false);
      // Home improvement goes from its category straight to the offers.
      if (event.type === 'workflow.next' && event.choice && 'category' in (event.choice as object)) {
        if ((event.choice as { category: string }).category === 'HOME_IMPROVEMENT')
          expect(at(snapshot, '/marketplace/offers')).toBe(true);
      }
      // A URL naming no known category is refused: the router stays where it was.
      if (event.type === 'workflow.route' && event.path === '/marketplace/yachts')
        expect(snapshot.value).toEqual(previous.value);
      // The query's category is taken only from the first value of the array.
      const improving = shown.some((o) => o.productType === 'Home_Improvement_Loan');
      if (event.type === 'workflow.route' && event.query && improving && at(snapshot, '/marketplace/offers'))
        expect(context.selection.category).toBe('HOME_IMPROVEMENT');
      // The error code is carried only into a target with the :error placeholder.
      if (at(snapshot, '/error')) expect(context.errorCode).toBeNull();
      if (event.type === 'workflow.error' && at(snapshot, '/error/:error'))
        expect(context.errorCode).toBe('RATE_CHANGED');
    },
    serialize,
  );
}

describe('marketplace router entry and referrer', () => {
  it('a deep link is tried after loading; a failed one falls back to the remembered referrer, a denied one to the start', async () => {
    const load = loaded([offer('a1', 'New_Auto'), offer('c1', 'Certificate_Deposit')]);
    const run = async (input: unknown) => {
      const h = createHarness(machine, ['loadMarketplace'], { input });
      h.actor.start();
      h.pending.get('loadMarketplace')?.resolve(load.output);
      await new Promise((resolve) => setTimeout(resolve, 0));
      return h.actor.getSnapshot().context as MarketplaceRouterContext;
    };
    expect((await run({ entry: { path: '/marketplace/auto', query: {} } })).path).toBe('/marketplace/:productCategory');
    // A link naming no page fails: the referrer (with its query) is restored.
    expect((await run({ entry: { path: '/nowhere', query: {} }, referrer: '/marketplace/cd' })).path).toBe(
      '/marketplace/:productCategory',
    );
    const restored = await run({ entry: { path: '/nowhere', query: {} }, referrer: '/marketplace/offers?category=cd' });
    expect([restored.path, restored.selection.category]).toEqual(['/marketplace/offers', 'CD']);
    expect((await run({ entry: { path: '/nowhere', query: {} }, referrer: '/nowhere' })).path).toBe('/marketplace');
    // A page whose guard denies goes to the start, even with a referrer to restore.
    expect((await run({ entry: { path: '/offers/zzz', query: {} }, referrer: '/marketplace/cd' })).path).toBe(
      '/marketplace',
    );
    // The error page keeps the code its path names (a reload, an error the redeem journey forwarded).
    const forwarded = await run({ entry: { path: '/error/OFFER_PRODUCT_NOT_FOUND', query: {} } });
    expect([forwarded.path, forwarded.errorCode]).toEqual(['/error/:error', 'OFFER_PRODUCT_NOT_FOUND']);
    expect((await run({ entry: { path: '/marketplace/auto', query: {} } })).errorCode).toBeNull();
  });
});
