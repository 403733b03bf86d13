import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOfferAvailableFor } from './availability.ts';
import { amountCoveredByMostOffers, defaultAmount, defaultTerm } from './defaults.ts';
import { makeOffer, makeTerm } from './fixtures.test-support.ts';

describe('default term', () => {
  const offers = [makeOffer({ id: 'a', terms: [makeTerm('1', '2', 36), makeTerm('1', '2', 72)] })];

  it('keeps the chosen term when offered', () => {
    expect(defaultTerm(offers, 'New_Auto', 72)).toBe(72);
  });

  it('falls back to the per-type default', () => {
    expect(defaultTerm(offers, 'New_Auto', 48)).toBe(60);
    expect(defaultTerm(offers, 'Auto_Refi')).toBe(72);
    expect(defaultTerm([], 'Home_Equity_Loan')).toBe(180);
  });

  it('uses the shortest offered term for types without a default', () => {
    expect(defaultTerm(offers, 'Short_Term_Loan')).toBe(36);
    expect(defaultTerm(offers, 'Not_A_Type')).toBe(36);
    expect(defaultTerm([], 'Unsecured_Credit_Card')).toBeUndefined();
  });
});

describe('default amount', () => {
  it('is the largest amount covered by the most offers', () => {
    const offers = [
      makeOffer({ id: 'a', terms: [makeTerm('1000', '40000')] }),
      makeOffer({ id: 'b', terms: [makeTerm('5000', '25000')] }),
      makeOffer({ id: 'c', terms: [makeTerm('30000', '50000')] }),
    ];
    // a+b cover 5000..25000, a+c cover 30000..40000: both two offers; the larger wins.
    expect(amountCoveredByMostOffers(offers)).toBe('40000');
    expect(defaultAmount(offers)).toBe('40000');
  });

  it('prefers more offers over a larger amount', () => {
    const offers = [
      makeOffer({ id: 'a', terms: [makeTerm('1000', '10000')] }),
      makeOffer({ id: 'b', terms: [makeTerm('2000', '8000')] }),
      makeOffer({ id: 'c', terms: [makeTerm('1', '100000')] }),
    ];
    expect(defaultAmount(offers)).toBe('8000');
  });

  it('counts an offer once however many terms cover the amount', () => {
    const offers = [
      makeOffer({ id: 'a', terms: [makeTerm('1', '100', 12), makeTerm('1', '100', 24), makeTerm('1', '100', 36)] }),
      makeOffer({ id: 'b', terms: [makeTerm('200', '300')] }),
      makeOffer({ id: 'c', terms: [makeTerm('250', '400')] }),
    ];
    expect(defaultAmount(offers)).toBe('300');
  });

  it('uses the estimated balance for a refinance', () => {
    const offers = [makeOffer({ id: 'a', terms: [makeTerm('1000', '40000')] })];
    expect(defaultAmount(offers, { isRefinance: true, estimatedBalance: '18250.40' })).toBe('18250.4');
    expect(defaultAmount(offers, { isRefinance: true })).toBe('40000');
    expect(defaultAmount(offers, { isRefinance: false, estimatedBalance: '1' })).toBe('40000');
  });

  it('is undefined without offers', () => {
    expect(defaultAmount([])).toBeUndefined();
  });

  it('no amount is covered by more offers (brute force over integer amounts)', () => {
    const range = fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }))
      .map(([a, b]) => (a <= b ? makeTerm(String(a), String(b)) : makeTerm(String(b), String(a))));
    const offersArb = fc
      .array(fc.array(range, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 5 })
      .map((termLists) => termLists.map((terms, i) => makeOffer({ id: String(i), terms })));
    fc.assert(
      fc.property(offersArb, (offers) => {
        const chosen = defaultAmount(offers) as string;
        const coverage = (amount: number) => offers.filter((o) => isOfferAvailableFor(o, amount)).length;
        const best = coverage(Number(chosen));
        for (let amount = 1; amount <= 60; amount++) {
          expect(coverage(amount)).toBeLessThanOrEqual(best);
          if (coverage(amount) === best) expect(amount).toBeLessThanOrEqual(Number(chosen));
        }
      }),
    );
  });
});
