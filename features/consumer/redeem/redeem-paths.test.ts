import { describe, expect, it } from 'vitest';
import { redemptionStepsMachine } from '../../../machines/redemption/redemption-steps-machine.ts';
import { furtherRegistrationMachine } from '../../../machines/registration/further-registration-machine.ts';
import { REGISTRATION_PATHS } from '../registration/registration-paths.ts';
import { isRedeemPath, JOURNEY_PAGES, OFFER_STEPS, parseRedeemPath, redeemUrl } from './redeem-paths.ts';

type StateNodeLike = { meta?: { route?: unknown }; states: Readonly<Record<string, StateNodeLike>> };
const routesOf = (node: StateNodeLike): string[] => [
  ...(typeof node.meta?.route === 'string' ? [node.meta.route] : []),
  ...Object.values(node.states).flatMap(routesOf),
];
const machineRoutes = (machine: { root: unknown }) => [...new Set(routesOf(machine.root as StateNodeLike))];

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
    expect([...JOURNEY_PAGES].sort()).toEqual([
      '/offers/pending/secure',
      '/offers/pending/splash',
      '/offers/redeemed',
      '/offers/redirect',
    ]);
  });

  it("are exactly the statecharts' routes (the lists exist so the route tree need not load the machines)", () => {
    const redeem = machineRoutes(redemptionStepsMachine);
    expect([...OFFER_STEPS].sort()).toEqual(redeem.filter((route) => !route.startsWith('/')).sort());
    expect([...JOURNEY_PAGES].sort()).toEqual(
      redeem
        .filter((route) => route.startsWith('/consumer/offers/'))
        .map((route) => route.slice('/consumer'.length))
        .sort(),
    );
    expect([...REGISTRATION_PATHS].sort()).toEqual(
      machineRoutes(furtherRegistrationMachine)
        .filter((route) => route !== 'error')
        .map((route) => `/${route}`)
        .sort(),
    );
  });

  it('tells journey paths from marketplace paths', () => {
    expect(isRedeemPath('/offers/abc/documentprocessing/failed')).toBe(true);
    expect(isRedeemPath('/offers/pending')).toBe(true);
    expect(isRedeemPath('/offers/pending/expired')).toBe(true);
    expect(isRedeemPath('/offers/abc')).toBe(false);
    expect(isRedeemPath('/offers/abc/nothing')).toBe(false);
    expect(isRedeemPath('/marketplace/offers')).toBe(false);
    expect(parseRedeemPath('/offers/abc/stips')).toEqual({ offerId: 'abc', step: 'stips' });
    expect(parseRedeemPath('/offers/pending')).toBeNull();
  });

  it("builds the variant's URL of a machine route", () => {
    const values = { prefix: '/further' as const, offerId: 'o1', code: 'OFFERS_EXPIRED' };
    expect(redeemUrl('idverify', values)).toBe('/further/offers/o1/idverify');
    expect(redeemUrl('/consumer/offers/pending/splash', values)).toBe('/further/offers/pending/splash');
    expect(redeemUrl('/consumer/error/:code', values)).toBe('/further/error/OFFERS_EXPIRED');
  });
});
