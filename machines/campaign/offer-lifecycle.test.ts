import { describe, expect, it } from 'vitest';
import { NEW_OFFER_STATUS, offerMoves } from './offer-lifecycle.ts';

describe('offerLifecycle', () => {
  it('inserts an offer ELIGIBLE, redacts it on a decline and offers it again on an offer', () => {
    expect(NEW_OFFER_STATUS).toBe('ELIGIBLE');
    expect(offerMoves.statuses).toEqual(['ELIGIBLE', 'REDACTED']);
    expect(offerMoves.taking('DECLINE')).toEqual(['ELIGIBLE']);
    expect(offerMoves.target('DECLINE')).toBe('REDACTED');
    expect(offerMoves.taking('OFFER')).toEqual(['REDACTED']);
    expect(offerMoves.target('OFFER')).toBe('ELIGIBLE');
  });

  it('makes no move for an answer that changes nothing', () => {
    expect(offerMoves.next('ELIGIBLE', 'OFFER')).toBeNull();
    expect(offerMoves.move('REDACTED', 'DECLINE')).toEqual({
      refused: 'An offer that is REDACTED does not change when the engine answers DECLINE',
    });
  });
});
