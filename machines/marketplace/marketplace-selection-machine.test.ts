import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { makeOffer, makeTerm } from '../../domain/marketplace/fixtures.test-support.ts';
import {
  createHarness,
  itFollowsEachPath,
  type ModelEvent,
  modelPaths,
  reachedValues,
  replayPath,
} from '../redemption/model-based.test-helper.ts';
import { type MarketplaceSelectionContext, marketplaceSelectionMachine } from './marketplace-selection-machine.ts';

// Two auto offers: 5,000–20,000 over 36 or 60 months and 10,000–40,000 over 72: most offers cover 20,000.
const autoOffers = [
  makeOffer({ id: 'a1', terms: [makeTerm('5000', '20000', 36), makeTerm('5000', '20000', 60)] }),
  makeOffer({ id: 'a2', terms: [makeTerm('10000', '40000', 72)] }),
];
const refiOffers = [makeOffer({ id: 'r1', productType: 'Auto_Refi', terms: [makeTerm('3000', '50000', 72)] })];
const cdOffers = [makeOffer({ id: 'c1', productType: 'Certificate_Deposit', apy: '4.1', terms: [] })];

const events: ModelEvent[] = [
  { type: 'selection.offers', category: 'AUTO', offers: autoOffers },
  { type: 'selection.offers', category: 'AUTO', offers: refiOffers, estimatedBalance: '18250.75' },
  { type: 'selection.offers', category: 'CD', offers: cdOffers },
  { type: 'selection.offers', category: 'CREDIT_CARDS', offers: [] },
  { type: 'marketplace.sort', sort: 'LOWEST_MONTHLY_PAYMENT' },
  { type: 'marketplace.filter.cardType', cardType: 'REWARDS' },
  { type: 'marketplace.filter.checkingType', checkingType: 'BONUS' },
  { type: 'marketplace.filter.cardType', cardType: undefined },
  { type: 'marketplace.amount', amount: '12000' },
  { type: 'marketplace.amount', amount: '999999' },
  { type: 'marketplace.amount', amount: 'lots' },
  { type: 'marketplace.term', term: 36 },
  { type: 'marketplace.term', term: 48 },
  { type: 'marketplace.startOver' },
];

const { paths, edgePaths } = modelPaths(marketplaceSelectionMachine, events);

describe('marketplace selection (model-based)', () => {
  it('reaches a chosen and a defaulted amount and term', () => {
    const reached = reachedValues(paths);
    for (const amount of ['defaulted', 'chosen'])
      for (const term of ['defaulted', 'chosen']) expect(reached).toContain(JSON.stringify({ amount, term }));
  });

  itFollowsEachPath(edgePaths, async (path) => {
    const h = createHarness(marketplaceSelectionMachine, []);
    await replayPath(h, path, (snapshot: AnyMachineSnapshot, event, previous) => {
      const context = snapshot.context as MarketplaceSelectionContext;
      const before = previous.context as MarketplaceSelectionContext;
      // A defaulted amount is the selection's default: the refinance balance, else what most offers cover.
      if (snapshot.matches({ amount: 'defaulted' })) {
        const expected =
          context.estimatedBalance ??
          (context.offers === autoOffers ? '20000' : context.offers === refiOffers ? '50000' : null);
        expect(context.amount).toBe(expected);
      }
      // A chosen amount never leaves the offers' bounds.
      if (snapshot.matches({ amount: 'chosen' }) && context.offers === autoOffers)
        expect(Number(context.amount)).toBeGreaterThanOrEqual(5000);
      if (event.type === 'marketplace.amount' && event.amount === '999999' && context.offers === autoOffers)
        expect(context.amount).toBe('40000');
      // Unreadable amounts and terms no offer has change nothing.
      if (
        (event.type === 'marketplace.amount' && event.amount === 'lots') ||
        (event.type === 'marketplace.term' && event.term === 48)
      )
        expect(context).toEqual(before);
      // The default term is the product type's (auto 60, refinance 72).
      if (snapshot.matches({ term: 'defaulted' }) && context.offers === autoOffers) expect(context.term).toBe(60);
      if (snapshot.matches({ term: 'defaulted' }) && context.offers === refiOffers) expect(context.term).toBe(72);
      // Deposits open on highest APY, loans on lowest APR; a new category clears the filters.
      if (event.type === 'selection.offers' && event.category !== before.category) {
        expect(context.sort).toBe(event.category === 'CD' ? 'HIGHEST_APY' : 'LOWEST_APR');
        expect([context.cardType, context.checkingType]).toEqual([null, null]);
      }
      if (event.type === 'marketplace.startOver') {
        expect([context.cardType, context.checkingType]).toEqual([null, null]);
        expect(snapshot.value).toEqual({ amount: 'defaulted', term: 'defaulted' });
      }
    });
  });
});
