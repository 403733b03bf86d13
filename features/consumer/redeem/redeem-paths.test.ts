import { describe, expect, it } from 'vitest';
import { isRedeemPath, JOURNEY_PAGES, OFFER_STEPS, parseRedeemPath, redeemUrl } from './redeem-paths.ts';

describe('redeem journey paths', () => {
  it('names every page of 001 §2 under an offer and outside it, from the statechart', () => {
    expect([...OFFER_STEPS].sort()).toEqual(
      [
        'splash',
        'steps',
        'address',
        'application',
        'idverify',
        'documentverify',
        'documentprocessing',
        'documentprocessing/failed',
        'documentprocessing/attempts-exceeded',
        'stips',
        'redeem',
        'redeemed',
        'certificate',
        'redirecting',
      ].sort(),
    );
    expect([...JOURNEY_PAGES].sort()).toEqual(['/offers/pending', '/offers/redeemed', '/offers/redirect']);
  });

  it('tells journey paths from marketplace paths', () => {
    expect(isRedeemPath('/offers/abc/documentprocessing/failed')).toBe(true);
    expect(isRedeemPath('/offers/pending')).toBe(true);
    expect(isRedeemPath('/offers/abc')).toBe(false);
    expect(isRedeemPath('/offers/abc/nothing')).toBe(false);
    expect(isRedeemPath('/marketplace/offers')).toBe(false);
    expect(parseRedeemPath('/offers/abc/stips')).toEqual({ offerId: 'abc', step: 'stips' });
    expect(parseRedeemPath('/offers/pending')).toBeNull();
  });

  it("builds the variant's URL of a machine route", () => {
    const values = { prefix: '/further' as const, offerId: 'o1', code: 'OFFERS_EXPIRED' };
    expect(redeemUrl('idverify', values)).toBe('/further/offers/o1/idverify');
    expect(redeemUrl('/consumer/offers/pending', values)).toBe('/further/offers/pending');
    expect(redeemUrl('/consumer/error/:code', values)).toBe('/further/error/OFFERS_EXPIRED');
  });
});
