import { describe, expect, it } from 'vitest';
import {
  NEW_PRODUCT_PARTICIPATION,
  PRODUCT_PARTICIPATION_STATUSES,
  productParticipationMoves,
} from './product-participation-lifecycle.ts';

describe('productParticipationLifecycle', () => {
  it('writes a product active, makes it inactive once, and never active again', () => {
    expect(NEW_PRODUCT_PARTICIPATION).toBe('active');
    expect(productParticipationMoves.statuses).toEqual([...PRODUCT_PARTICIPATION_STATUSES]);
    expect(productParticipationMoves.next('active', 'DEACTIVATE')).toBe('inactive');
    expect(productParticipationMoves.taking('DEACTIVATE')).toEqual(['active']);
    expect(productParticipationMoves.move('inactive', 'DEACTIVATE')).toEqual({
      refused: 'A product that is inactive cannot take deactivate: a campaign file adds a new product instead',
    });
  });
});
