import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOfferAvailableFor, isTermAvailableFor, offeredAmountRange, termsAvailableFor } from './availability.ts';
import { makeOffer, makeTerm } from './fixtures.test-support.ts';

describe('availability', () => {
  const term = makeTerm('5000', '40000');

  it('shows a term only for minimum <= amount <= limit', () => {
    expect(isTermAvailableFor(term, '5000')).toBe(true);
    expect(isTermAvailableFor(term, '40000.00')).toBe(true);
    expect(isTermAvailableFor(term, 20000)).toBe(true);
    expect(isTermAvailableFor(term, '4999.99')).toBe(false);
    expect(isTermAvailableFor(term, '40000.01')).toBe(false);
  });

  it('agrees with plain comparisons', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), fc.nat(100_000), (a, b, amount) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(isTermAvailableFor({ minimum: String(min), limit: String(max) }, amount)).toBe(
          min <= amount && amount <= max,
        );
      }),
    );
  });

  it('makes an offer available when any term covers the amount', () => {
    const offer = makeOffer({ id: 'a', terms: [makeTerm('1000', '5000', 36), makeTerm('10000', '20000', 60)] });
    expect(isOfferAvailableFor(offer, '7000')).toBe(false);
    expect(isOfferAvailableFor(offer, '15000')).toBe(true);
    expect(termsAvailableFor(offer, '3000').map((t) => t.term)).toEqual([36]);
    expect(isOfferAvailableFor(makeOffer({ id: 'b' }), '1')).toBe(false);
  });

  it('reports the offered range', () => {
    const offers = [
      makeOffer({ id: 'a', terms: [makeTerm('1000', '5000')] }),
      makeOffer({ id: 'b', terms: [makeTerm('500.50', '25000')] }),
    ];
    expect(offeredAmountRange(offers)).toEqual({ minimum: '500.5', maximum: '25000' });
    expect(offeredAmountRange([])).toBeUndefined();
  });
});
