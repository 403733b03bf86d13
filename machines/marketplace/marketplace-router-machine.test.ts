import { describe, expect, it } from 'vitest';
import { autoSelect } from '../../domain/marketplace/auto-select.ts';
import {
  createHarness,
  describePath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { type MarketplaceRouterContext, marketplaceRouterMachine } from './marketplace-router-machine.ts';

const apiError = (code: string) => ({ status: 404, code, message: code });
const offer = (id: string, productType: string, status = 'ELIGIBLE') => ({ id, productType, status });
const consumer = (overrides = {}) => ({
  hasIncome: true,
  hasPayFrequency: true,
  vehicleConfirmed: false,
  workflowState: ['OFFERS_GENERATED'],
  ...overrides,
});
const loaded = (offers: ReturnType<typeof offer>[], who = consumer()) => ({
  type: 'xstate.done.actor.loadMarketplace',
  output: { offers, consumer: who },
});

// Small fixtures keep the graph finite: every branch of 001 §2 is reachable from one of these loads.
const events: ModelEvent[] = [
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
  { type: 'step.choose', category: 'AUTO' },
  { type: 'step.choose', category: 'SHORT_TERM_LOANS' },
  { type: 'step.choose', category: 'HOME_IMPROVEMENT' },
  { type: 'step.choose', category: 'RECREATIONAL_VEHICLES' },
  { type: 'step.choose', subcategory: 'Boat' },
  { type: 'step.choose', purpose: 'Refinance' },
  { type: 'step.choose', purpose: 'Purchase new' },
  { type: 'step.done' },
  { type: 'offer.select', offerId: 'a1' },
  { type: 'marketplace.startOver' },
  { type: 'route.back' },
  { type: 'xstate.route', to: '#marketplace.category' },
  { type: 'xstate.route', to: '#marketplace.offers' },
  { type: 'xstate.route', to: '#marketplace.details' },
];

const { paths, edgePaths } = modelPaths(marketplaceRouterMachine, events);

describe('marketplaceRouterMachine (model-based)', () => {
  it('reaches every step of the marketplace flows', () => {
    const reached = reachedValues(paths);
    for (const value of [
      'category',
      'subcategory',
      'purpose',
      'income',
      'pay',
      'vehicle',
      'offers',
      'details',
      'noOffers',
      'expired',
      'error',
    ])
      expect(reached).toContain(JSON.stringify(value));
  });

  it('gives every resting state a route', () => {
    const routeless = paths
      .filter((path) => !path.state.hasTag('busy'))
      .filter(
        (path) =>
          typeof (path.state.getMeta() as Record<string, { route?: string }>)[`marketplace.${String(path.state.value)}`]
            ?.route !== 'string',
      )
      .map((path) => JSON.stringify(path.state.value));
    expect(routeless).toEqual([]);
  });

  it.each(edgePaths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    const h = createHarness(marketplaceRouterMachine, ['loadMarketplace']);
    await replayPath(h, path, (snapshot, event, previous) => {
      const context = snapshot.context as MarketplaceRouterContext;
      const shown = context.offers.filter((o) => o.status === 'ELIGIBLE');
      // Blocked while documents are pending or the consumer is being redirected (001 §2).
      if (context.consumer?.workflowState.includes('PENDING_DOCUMENTS') && !snapshot.matches('loading'))
        expect(snapshot.value).toBe('error');
      // A level with a single choice is never asked.
      if (snapshot.matches('category')) expect(autoSelect(shown).category).toBeUndefined();
      if (snapshot.matches('subcategory')) expect(autoSelect(shown, context.selection).subcategory).toBeUndefined();
      // Short-term loans ask income, then pay frequency, only while unknown.
      if (snapshot.matches('income')) expect(context.consumer?.hasIncome).toBe(false);
      if (snapshot.matches('pay')) expect(context.consumer?.hasPayFrequency).toBe(false);
      if (snapshot.matches('vehicle')) expect(context.selection.purpose).toBe('Refinance');
      // Home improvement goes from its category straight to the offers.
      if (event.type === 'step.choose' && event.category === 'HOME_IMPROVEMENT' && previous.matches('category'))
        expect(snapshot.value).toBe('offers');
      // A route request is refused (the state stays) unless its guard holds.
      if (event.type === 'xstate.route' && event.to === '#marketplace.details' && context.offerId === null)
        expect(snapshot.value).toEqual(previous.value);
      if (snapshot.matches('noOffers') && previous.matches('loading') && event.type.startsWith('xstate.done'))
        expect(shown).toEqual([]);
    });
  });
});
