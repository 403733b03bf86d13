import type { Session } from '../../api/session.ts';
import { hasPermission } from '../../domain/permission-check.ts';
import type { Permissions } from '../../domain/permissions.ts';
import {
  GENERAL_PATHS,
  isPublicPath,
  LOAN_LEADS_LANDING,
  REALM_ROUTES,
  type Realm,
  realmForPath,
} from '../../domain/realms.ts';
import { isConsoleSession, isConsumerSession } from '../../domain/session/consumer-entry.ts';

export interface GuardRouteInput {
  pathname: string;
  /** The query string with its `?`, kept in the saved after-login redirect. */
  search?: string | undefined;
  /**
   * The session that applies to this path: the session of realmForPath(pathname) when one is stored, else the
   * session of the realm the user is signed in to (so a wrong-realm visit is told apart from a signed-out one).
   */
  session: Session | null;
  sessionLoaded: boolean;
  routerReady: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; resetAfterLogin: boolean; saveAfterLogin?: string };

/** A session that can call the API: console and consumer sessions both carry a jwt once sign-in is complete. */
export function isSignedIn(session: Session | null | undefined): session is Session {
  return Boolean(session?.jwt);
}

/**
 * Whether a signed-in session belongs on the pages of `realm`, by 000 §3's definitions: consumer pages take a consumer
 * session (realm consumer), console pages a console session (one with a userId) of that realm.
 */
export function sessionFitsRealm(session: Session | null | undefined, realm: Realm | null): boolean {
  if (!isSignedIn(session) || realm === null) return false;
  if (realm === 'consumer') return isConsumerSession(session);
  return isConsoleSession(session) && session.realm === realm;
}

/** Where a signed-out visitor of a realm path signs in. /further has its own sign-in page (001). */
function signInPathFor(realm: Realm, pathname: string): string {
  if (realm === 'consumer' && (pathname === '/further' || pathname.startsWith('/further/'))) return '/further/auth';
  return REALM_ROUTES[realm].loginPath;
}

/** Where a signed-in user goes when the path belongs to another realm (002 §6). */
function outsideRealmPath(realm: Realm): string {
  const routes = REALM_ROUTES[realm];
  return routes.accessDeniedPath ?? routes.unauthorizedRedirect;
}

/**
 * The route guard of 002 §6 as a pure decision, for a router's beforeLoad:
 * - public routes are always allowed; nothing else is decided before the session and router are ready;
 * - a signed-in user stays under their realm's app paths: another realm's path leads to their access-denied page,
 *   a path of no realm to /not-found, and either way the saved after-login redirect is reset;
 * - a signed-out visitor of a console path goes to that realm's login, the path saved as the after-login redirect.
 */
export function guardRoute(input: GuardRouteInput): GuardDecision {
  const { pathname, session } = input;
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!input.sessionLoaded || !input.routerReady) return { kind: 'wait' };
  const realm = realmForPath(pathname);

  if (isSignedIn(session)) {
    if (sessionFitsRealm(session, realm)) return { kind: 'allow' };
    const to = realm === null ? GENERAL_PATHS.notFound : outsideRealmPath(session.realm);
    return { kind: 'redirect', to, resetAfterLogin: true };
  }

  if (realm === null) return { kind: 'redirect', to: GENERAL_PATHS.notFound, resetAfterLogin: false };
  const to = signInPathFor(realm, pathname);
  // Consumers re-enter through their journey (the workflow router decides the step), so only consoles save it.
  if (realm === 'consumer') return { kind: 'redirect', to, resetAfterLogin: false };
  return { kind: 'redirect', to, resetAfterLogin: false, saveAfterLogin: `${pathname}${input.search ?? ''}` };
}

function pathOnly(target: string): string {
  return target.split(/[?#]/, 1)[0] ?? target;
}

/** 002 §2: a lender whose roles include LoanLeadAnalyst, but not Admin, lands on loan leads. */
export function landsOnLoanLeads(session: Session): boolean {
  if (!sessionFitsRealm(session, 'fi')) return false;
  const roles = new Set((session.roles ?? []).map((role) => role.name));
  return roles.has('LoanLeadAnalyst') && !roles.has('Admin');
}

/**
 * Where a sign-in leads (002 §2): the saved after-login redirect when it is a non-public page of the session's
 * realm (it takes precedence; the caller clears it), else loan leads for a LoanLeadAnalyst, else the default landing.
 */
export function landingAfterLogin(session: Session, savedRedirect: string | null): string {
  if (savedRedirect) {
    const path = pathOnly(savedRedirect);
    if (realmForPath(path) === session.realm && !isPublicPath(path)) return savedRedirect;
  }
  if (landsOnLoanLeads(session)) return LOAN_LEADS_LANDING;
  return REALM_ROUTES[session.realm].defaultLanding;
}

/** 000 §2: admin, lender and embedder land on their login page after logout; every other realm on the consumer one. */
export function logoutLanding(realm: Realm): (typeof REALM_ROUTES)[Realm]['logoutLanding'] {
  return REALM_ROUTES[realm].logoutLanding;
}

/** 000 §6 permission check for a page or an action; a signed-out user fails every check. */
export function canAccess(session: Session | null | undefined, requested: Permissions): boolean {
  // Permissions are a console user's (000 §6): a consumer session has none to check.
  return isSignedIn(session) && isConsoleSession(session) && hasPermission(session.permissions, requested);
}

/**
 * For a page needing `requested`: null when allowed, else the realm's access-denied page (002 §6). A signed-out
 * visitor also gets null: guardRoute has already sent them to sign in.
 */
export function permissionRedirect(session: Session | null | undefined, requested: Permissions): string | null {
  if (canAccess(session, requested)) return null;
  if (!isSignedIn(session)) return null;
  return outsideRealmPath(session.realm);
}
