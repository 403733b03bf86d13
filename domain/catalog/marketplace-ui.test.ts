import { describe, expect, it } from 'vitest';
import { carouselItemsFor, SORT_OPTIONS, sortOptionsFor } from './marketplace-ui.ts';

describe('marketplace ui constants', () => {
  it('has the four sort options', () => {
    expect(SORT_OPTIONS).toEqual(['CREDIT_LIMIT', 'LOWEST_APR', 'LOWEST_MONTHLY_PAYMENT', 'HIGHEST_APY']);
  });

  it('shows 1, 2, 3, 5 items across the breakpoints', () => {
    expect(carouselItemsFor(0)).toBe(1);
    expect(carouselItemsFor(463)).toBe(1);
    expect(carouselItemsFor(464)).toBe(2);
    expect(carouselItemsFor(1023)).toBe(2);
    expect(carouselItemsFor(1024)).toBe(3);
    expect(carouselItemsFor(2999)).toBe(3);
    expect(carouselItemsFor(3000)).toBe(5);
    expect(carouselItemsFor(5000)).toBe(5);
    expect(carouselItemsFor(-1)).toBe(1);
  });
});

describe('sortOptionsFor (issue 17)', () => {
  it('offers cards no payment or APY sort, deposits only the APY one', () => {
    expect(sortOptionsFor('revolving')).toEqual(['CREDIT_LIMIT', 'LOWEST_APR']);
    expect(sortOptionsFor('deposits')).toEqual(['HIGHEST_APY']);
    expect(sortOptionsFor('loans')).toContain('LOWEST_MONTHLY_PAYMENT');
    expect(sortOptionsFor('loans')).not.toContain('HIGHEST_APY');
  });
});
