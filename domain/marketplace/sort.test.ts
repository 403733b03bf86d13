import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '../catalog/marketplace-ui.ts';
import { makeOffer } from './fixtures.test-support.ts';
import type { MarketplaceOffer } from './offer.ts';
import { sortOffers } from './sort.ts';

const offer = (
  id: string,
  fields: {
    limit?: string;
    apr?: string;
    payment?: string;
    apy?: string | undefined;
    distance?: number;
    lender?: string;
  },
): MarketplaceOffer =>
  makeOffer({
    id,
    name: `Offer ${id}`,
    ...(fields.apy !== undefined ? { apy: fields.apy } : {}),
    financialInstitution: {
      name: fields.lender ?? 'Lender',
      ...(fields.distance !== undefined ? { distance: fields.distance } : {}),
    },
    estimatedTerms: {
      estimatedPayment: fields.payment ?? '0',
      estimatedPaymentFrequency: 'MONTHLY',
      estimatedAPR: fields.apr ?? '0',
      creditLimit: fields.limit ?? '0',
      creditMinimum: '0',
    },
  });
const ids = (offers: readonly MarketplaceOffer[]) => offers.map((o) => o.id);

describe('sortOffers', () => {
  it('credit limit: highest limit, then lowest APR, nearest, then name', () => {
    const offers = [
      offer('a', { limit: '5000', apr: '9' }),
      offer('b', { limit: '10000', apr: '12' }),
      offer('c', { limit: '10000', apr: '8', distance: 20, lender: 'Zeta CU' }),
      offer('d', { limit: '10000', apr: '8', distance: 5, lender: 'Zeta CU' }),
      offer('e', { limit: '10000', apr: '8', lender: 'Alpha Bank' }),
      offer('f', { limit: '10000', apr: '8', lender: 'Beta Bank' }),
      offer('g', { limit: '9999.99', apr: '1' }),
    ];
    expect(ids(sortOffers(offers, 'CREDIT_LIMIT'))).toEqual(['d', 'c', 'e', 'f', 'b', 'g', 'a']);
  });

  it('lowest APR, comparing decimals not strings', () => {
    const offers = [offer('a', { apr: '10.5' }), offer('b', { apr: '9.99' }), offer('c', { apr: '2' })];
    expect(ids(sortOffers(offers, 'LOWEST_APR'))).toEqual(['c', 'b', 'a']);
  });

  it('lowest monthly payment puts positive payments first', () => {
    const offers = [
      offer('a', { payment: '0' }),
      offer('b', { payment: '410.20' }),
      offer('c', { payment: '99.5' }),
      offer('d', { payment: '0' }),
    ];
    expect(ids(sortOffers(offers, 'LOWEST_MONTHLY_PAYMENT'))).toEqual(['c', 'b', 'a', 'd']);
  });

  it('highest APY first, offers without APY last', () => {
    const offers = [
      offer('a', {}),
      offer('b', { apy: '4.1' }),
      offer('c', { apy: '4.25' }),
      offer('d', { apy: '0.5' }),
    ];
    expect(ids(sortOffers(offers, 'HIGHEST_APY'))).toEqual(['c', 'b', 'd', 'a']);
  });

  it('returns a permutation, leaves the input alone, and is ordered', () => {
    const arb = fc.array(
      fc.record({
        limit: fc.integer({ min: 0, max: 50_000 }).map(String),
        apr: fc.integer({ min: 0, max: 3000 }).map((bp) => String(bp / 100)),
        payment: fc.integer({ min: 0, max: 2000 }).map(String),
        apy: fc.option(
          fc.integer({ min: 0, max: 600 }).map((bp) => String(bp / 100)),
          { nil: undefined },
        ),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, fc.constantFrom(...SORT_OPTIONS), (rows, option) => {
        const offers = rows.map((row, i) => offer(String(i), row));
        const before = ids(offers);
        const sorted = sortOffers(offers, option);
        expect(ids(offers)).toEqual(before);
        expect([...ids(sorted)].sort()).toEqual([...before].sort());
        for (let i = 1; i < sorted.length; i++) {
          const [prev, next] = [sorted[i - 1] as MarketplaceOffer, sorted[i] as MarketplaceOffer];
          if (option === 'LOWEST_APR') {
            expect(Number(prev.estimatedTerms.estimatedAPR)).toBeLessThanOrEqual(
              Number(next.estimatedTerms.estimatedAPR),
            );
          }
          if (option === 'CREDIT_LIMIT') {
            expect(Number(prev.estimatedTerms.creditLimit)).toBeGreaterThanOrEqual(
              Number(next.estimatedTerms.creditLimit),
            );
          }
          if (option === 'LOWEST_MONTHLY_PAYMENT' && Number(next.estimatedTerms.estimatedPayment) > 0) {
            expect(Number(prev.estimatedTerms.estimatedPayment)).toBeGreaterThan(0);
            expect(Number(prev.estimatedTerms.estimatedPayment)).toBeLessThanOrEqual(
              Number(next.estimatedTerms.estimatedPayment),
            );
          }
          if (option === 'HIGHEST_APY' && next.apy !== undefined) {
            expect(prev.apy).toBeDefined();
            expect(Number(prev.apy)).toBeGreaterThanOrEqual(Number(next.apy));
          }
        }
      }),
    );
  });
});
