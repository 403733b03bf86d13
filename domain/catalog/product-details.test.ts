import { describe, expect, it } from 'vitest';
import {
  CARD_TYPE_FILTER_VALUES,
  CARD_TYPES,
  CHECKING_TYPE_FILTER_VALUES,
  CHECKING_TYPES,
  matchesTypeFilter,
  PRODUCT_OPTION_CODES,
  productOptionFromCode,
} from './product-details.ts';

describe('product details', () => {
  it('codes product options 1 standalone, 2 add-on, 3 both', () => {
    expect(PRODUCT_OPTION_CODES).toEqual({ STANDALONE: 1, ADD_ON: 2, BOTH: 3 });
    expect(productOptionFromCode(2)).toBe('ADD_ON');
    expect(productOptionFromCode(4)).toBeUndefined();
  });

  it('maps every filter value except all onto a real type', () => {
    const cardValues = Object.values(CARD_TYPE_FILTER_VALUES).filter(Boolean);
    expect([...cardValues].sort()).toEqual([...CARD_TYPES].sort());
    const checkingValues = Object.values(CHECKING_TYPE_FILTER_VALUES).filter(Boolean);
    expect([...checkingValues].sort()).toEqual([...CHECKING_TYPES].sort());
  });

  it('matches type filters, all passing everything', () => {
    expect(matchesTypeFilter(['REWARDS'], CARD_TYPE_FILTER_VALUES.all)).toBe(true);
    expect(matchesTypeFilter([], undefined)).toBe(true);
    expect(matchesTypeFilter(['REWARDS'], CARD_TYPE_FILTER_VALUES['cash back'])).toBe(false);
    expect(matchesTypeFilter(['BONUS', 'HIGH_YIELD_CHECKING'], CHECKING_TYPE_FILTER_VALUES['high-yield'])).toBe(true);
  });
});
