import { describe, expect, it } from 'vitest';
import type { Session } from '../../api/session.ts';
import { permissionsForRoles } from '../../domain/permissions.ts';
import {
  canAccess,
  type GuardRouteInput,
  guardRoute,
  landingAfterLogin,
  logoutLanding,
  permissionRedirect,
  sessionFitsRealm,
} from './route-guard.ts';

function session(realm: Session['realm'], roles: string[] = [], extra: Partial<Session> = {}): Session {
  return {
    realm,
    jwt: `jwt-${realm}`,
    mfaRequired: false,
    userId: 'u1',
    roles: roles.map((name) => ({ name })),
    permissions: {},
    ...extra,
  };
}

const ready = { sessionLoaded: true, routerReady: true } as const;
const guard = (pathname: string, s: Session | null, extra: Partial<GuardRouteInput> = {}) =>
  guardRoute({ pathname, session: s, ...ready, ...extra });

describe('guardRoute', () => {
  it('always allows public routes, even before the session is loaded', () => {
    for (const path of ['/', '/lender/login', '/admin/forgot-password', '/not-found', '/error', '/network-error']) {
      expect(guardRoute({ pathname: path, session: null, sessionLoaded: false, routerReady: false })).toEqual({
        kind: 'allow',
      });
    }
    expect(guard('/consumer/auth/login', session('fi'))).toEqual({ kind: 'allow' });
  });

  it('waits on other routes until the session is loaded and the router is ready', () => {
    expect(guard('/lender/console/dashboard', null, { sessionLoaded: false })).toEqual({ kind: 'wait' });
    expect(guard('/lender/console/dashboard', session('fi'), { routerReady: false })).toEqual({ kind: 'wait' });
  });

  it("allows a signed-in user under their realm's app paths", () => {
    expect(guard('/lender/console/loanLeads/r1', session('fi'))).toEqual({ kind: 'allow' });
    expect(guard('/admin/console/lenders', session('super'))).toEqual({ kind: 'allow' });
    expect(guard('/further/offers', session('consumer'))).toEqual({ kind: 'allow' });
  });

  it("sends a signed-in user on another realm's path to their access-denied page and resets the saved redirect", () => {
    expect(guard('/admin/console/dashboard', session('fi'))).toEqual({
      kind: 'redirect',
      to: '/lender/console/unauthorized',
      resetAfterLogin: true,
    });
    expect(guard('/lender/console', session('embedder'))).toMatchObject({ to: '/embedder/console/unauthorized' });
    // The consumer realm has no access-denied page: its unauthorized redirect is used.
    expect(guard('/lender/console', session('consumer'))).toMatchObject({
      to: '/consumer/auth',
      resetAfterLogin: true,
    });
  });

  it('sends a signed-in user on a path of no realm to /not-found and resets the saved redirect', () => {
    expect(guard('/somewhere/else', session('super'))).toEqual({
      kind: 'redirect',
      to: '/not-found',
      resetAfterLogin: true,
    });
  });

  it("sends a signed-out visitor of a console path to that realm's login, saving the path", () => {
    expect(guard('/lender/console/loanLeads', null, { search: '?status=OPEN' })).toEqual({
      kind: 'redirect',
      to: '/lender/login',
      resetAfterLogin: false,
      saveAfterLogin: '/lender/console/loanLeads?status=OPEN',
    });
    expect(guard('/admin/console/billing', null)).toMatchObject({
      to: '/admin/login',
      saveAfterLogin: '/admin/console/billing',
    });
  });

  it('treats a session still waiting for its second factor as signed out', () => {
    const pending: Session = { realm: 'fi', mfaRequired: true, mfaToken: 'm', permissions: {} };
    expect(guard('/lender/console/dashboard', pending)).toMatchObject({ to: '/lender/login' });
  });

  it('sends signed-out consumers to their sign-in without saving the path', () => {
    expect(guard('/consumer/marketplace', null)).toEqual({
      kind: 'redirect',
      to: '/consumer/auth/login',
      resetAfterLogin: false,
    });
    expect(guard('/further/offers', null)).toEqual({ kind: 'redirect', to: '/further/auth', resetAfterLogin: false });
  });

  it('sends a signed-out visitor of a path of no realm to /not-found', () => {
    expect(guard('/nowhere', null)).toEqual({ kind: 'redirect', to: '/not-found', resetAfterLogin: false });
  });
});

describe('landingAfterLogin', () => {
  it("takes the saved redirect when it belongs to the session's realm", () => {
    expect(landingAfterLogin(session('fi', ['LoanLeadAnalyst']), '/lender/console/branches?page=2')).toBe(
      '/lender/console/branches?page=2',
    );
  });

  it('ignores a saved redirect of another realm or a public page', () => {
    expect(landingAfterLogin(session('fi'), '/admin/console/dashboard')).toBe('/lender/console/dashboard');
    expect(landingAfterLogin(session('fi'), '/lender/login')).toBe('/lender/console/dashboard');
  });

  it('lands a LoanLeadAnalyst without Admin on loan leads', () => {
    expect(landingAfterLogin(session('fi', ['LoanLeadAnalyst']), null)).toBe('/lender/console/loanLeads');
    expect(landingAfterLogin(session('fi', ['LoanLeadAnalyst', 'Read-only']), null)).toBe('/lender/console/loanLeads');
    expect(landingAfterLogin(session('fi', ['LoanLeadAnalyst', 'Admin']), null)).toBe('/lender/console/dashboard');
  });

  it("lands everyone else on the realm's default page", () => {
    expect(landingAfterLogin(session('fi', ['Admin']), null)).toBe('/lender/console/dashboard');
    expect(landingAfterLogin(session('embedder', ['EmbedderAdmin']), null)).toBe('/embedder/console/dashboard');
    expect(landingAfterLogin(session('super', ['SuperAdmin']), null)).toBe('/admin/console/dashboard');
    expect(landingAfterLogin(session('consumer'), null)).toBe('/consumer/marketplace');
  });
});

describe('logoutLanding', () => {
  it('lands each console on its login and the consumer on its sign-in', () => {
    expect(logoutLanding('super')).toBe('/admin/login');
    expect(logoutLanding('fi')).toBe('/lender/login');
    expect(logoutLanding('embedder')).toBe('/embedder/login');
    expect(logoutLanding('consumer')).toBe('/consumer/auth');
  });
});

describe('canAccess and permissionRedirect', () => {
  const analyst = session('fi', ['LoanLeadAnalyst'], { permissions: permissionsForRoles(['LoanLeadAnalyst']) });

  it('grants when every requested name of every area is held', () => {
    expect(canAccess(analyst, { loanLeads: ['read', 'assign'] })).toBe(true);
    expect(canAccess(analyst, { loanLeads: ['read'], campaigns: ['read'] })).toBe(false);
  });

  it('fails every check for a signed-out user, even an empty one', () => {
    expect(canAccess(null, {})).toBe(false);
    expect(canAccess({ ...analyst, jwt: undefined } as Session, { loanLeads: ['read'] })).toBe(false);
  });

  it("sends a user without the permission to the realm's access-denied page", () => {
    expect(permissionRedirect(analyst, { loanLeads: ['read'] })).toBeNull();
    expect(permissionRedirect(analyst, { campaigns: ['write'] })).toBe('/lender/console/unauthorized');
    expect(permissionRedirect(null, { campaigns: ['write'] })).toBeNull();
  });
});

describe('session predicates in the guard (000 §3)', () => {
  it('lets a console page in only with a console session (one with a userId) of its realm', () => {
    expect(guard('/lender/console/dashboard', session('fi'))).toEqual({ kind: 'allow' });
    const noUser = session('fi', [], { userId: undefined });
    expect(guard('/lender/console/dashboard', noUser)).toMatchObject({ kind: 'redirect' });
    expect(sessionFitsRealm(noUser, 'fi')).toBe(false);
  });

  it('lets a consumer page in with a consumer session, which no console permission check passes', () => {
    const consumer = session('consumer', [], { userId: undefined, permissions: { dashboard: ['read'] } });
    expect(guard('/consumer/marketplace', consumer)).toEqual({ kind: 'allow' });
    expect(sessionFitsRealm(consumer, 'consumer')).toBe(true);
    expect(sessionFitsRealm(consumer, 'fi')).toBe(false);
    expect(canAccess(consumer, { dashboard: ['read'] })).toBe(false);
  });
});
