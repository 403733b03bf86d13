import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestAprTerm, shownTerm } from './shown-term.ts';

const term = (months: number | undefined, apr: string) => ({ term: months, apr, minimum: '1000', limit: '30000' });

describe('the term an offer is shown at', () => {
  // The card: 7.99% is the 36-month rate, 9.49% the 60-month one.
  const terms = [term(36, '7.99'), term(60, '9.49'), term(12, '9.99')];

  it("takes the product type's default term when nothing is chosen", () => {
    expect(shownTerm(terms, 'New_Auto')).toEqual(term(60, '9.49'));
  });

  it('takes the chosen term when offered, else the nearest (the shorter on a tie)', () => {
    expect(shownTerm(terms, 'New_Auto', 12)?.term).toBe(12);
    expect(shownTerm(terms, 'New_Auto', 48)?.term).toBe(36);
    expect(shownTerm(terms, 'New_Auto', 72)?.term).toBe(60);
  });

  it("uses the offer's shortest term for types without a default", () => {
    expect(shownTerm(terms, 'Short_Term_Loan')?.term).toBe(12);
    expect(shownTerm([term(undefined, '19.99')], 'Unsecured_Credit_Card')?.apr).toBe('19.99');
    expect(shownTerm([], 'New_Auto')).toBeUndefined();
  });

  it('does not depend on the order the terms arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ term: fc.constantFrom(12, 24, 36, 48, 60, 72), apr: fc.constantFrom('5', '7.99', '9.49') }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.option(fc.integer({ min: 1, max: 120 }), { nil: undefined }),
        (offered, chosen) => {
          const reversed = [...offered].reverse();
          expect(shownTerm(reversed, 'New_Auto', chosen)).toEqual(shownTerm(offered, 'New_Auto', chosen));
        },
      ),
    );
  });

  it('finds the lowest APR with its own term', () => {
    expect(lowestAprTerm(terms)).toEqual(term(36, '7.99'));
    expect(lowestAprTerm([term(60, '5'), term(36, '5')])?.term).toBe(36);
  });
});
