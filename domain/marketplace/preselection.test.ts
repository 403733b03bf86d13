import { describe, expect, it } from 'vitest';
import { makeOffer } from './fixtures.test-support.ts';
import { isPreselectable, offersToShow, preselectOffer } from './preselection.ts';

describe('preselection', () => {
  it('preselects only accepted, non-redacted offers (default ELIGIBLE)', () => {
    expect(isPreselectable({ status: 'ELIGIBLE' })).toBe(true);
    expect(isPreselectable({ status: 'REDACTED' })).toBe(false);
    expect(isPreselectable({ status: 'REDACTED' }, ['ELIGIBLE', 'REDACTED'])).toBe(false);
    expect(isPreselectable({ status: 'PENDING' })).toBe(false);
    expect(isPreselectable({ status: 'PENDING' }, ['PENDING'])).toBe(true);
  });

  it('shows ELIGIBLE offers by default', () => {
    const offers = [makeOffer({ id: 'a' }), makeOffer({ id: 'b', status: 'REDACTED' })];
    expect(offersToShow(offers).map((o) => o.id)).toEqual(['a']);
    expect(offersToShow(offers, ['ELIGIBLE', 'REDACTED']).map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('picks the wanted offer only if preselectable', () => {
    const offers = [makeOffer({ id: 'a' }), makeOffer({ id: 'b', status: 'REDACTED' })];
    expect(preselectOffer(offers, 'a')?.id).toBe('a');
    expect(preselectOffer(offers, 'b')).toBeUndefined();
    expect(preselectOffer(offers, 'zzz')).toBeUndefined();
    expect(preselectOffer(offers, undefined)).toBeUndefined();
  });
});
