import { describe, expect, it } from 'vitest';
import { neutralOrder, orderingDisclosure, rotationTurn, usesNeutralOrder } from './neutral-order.ts';

const offer = (id: string, apr: string) => ({ id, estimatedTerms: { estimatedAPR: apr } });
const ids = (list: readonly { id: string }[]) => list.map((o) => o.id);

describe('the neutral order', () => {
  const offers = [offer('c', '7.25'), offer('a', '6.5'), offer('d', '6.50'), offer('b', '6.5'), offer('e', '10')];

  it('puts lowest APR first, comparing APRs as decimals (6.5 = 6.50, 10 after 7.25)', () => {
    expect(ids(neutralOrder(offers, 0))).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('rotates offers with equal APRs, one place a turn, back to the start after a full cycle', () => {
    expect(ids(neutralOrder(offers, 1))).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(ids(neutralOrder(offers, 2))).toEqual(['d', 'a', 'b', 'c', 'e']);
    expect(ids(neutralOrder(offers, 3))).toEqual(ids(neutralOrder(offers, 0)));
  });

  it('does not depend on the order offers arrive in (what the server lists first cannot win)', () => {
    expect(ids(neutralOrder([...offers].reverse(), 5))).toEqual(ids(neutralOrder(offers, 5)));
  });

  it('turns once a UTC day', () => {
    expect(rotationTurn(new Date('2026-11-27T00:00:00Z'))).toBe(rotationTurn(new Date('2026-11-27T23:59:59Z')));
    expect(rotationTurn(new Date('2026-11-28T00:00:00Z'))).toBe(rotationTurn(new Date('2026-11-27T00:00:00Z')) + 1);
  });

  it('applies to home equity and home improvement, not to other categories', () => {
    expect(usesNeutralOrder('HOME_EQUITY')).toBe(true);
    expect(usesNeutralOrder('HOME_IMPROVEMENT')).toBe(true);
    expect(usesNeutralOrder('AUTO')).toBe(false);
    expect(usesNeutralOrder(null)).toBe(false);
  });

  it('discloses the neutral rule, or the chosen sort for other categories', () => {
    expect(orderingDisclosure('HOME_EQUITY', 'CREDIT_LIMIT')).toMatch(/lowest APR first.*take turns/);
    expect(orderingDisclosure('AUTO', 'CREDIT_LIMIT')).toMatch(
      /^These offers are listed by credit limit; you can change/,
    );
    expect(orderingDisclosure('AUTO', 'LOWEST_APR')).toMatch(/^These offers are listed by lowest APR;.*No lender pays/);
  });
});
