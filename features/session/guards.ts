import { redirect } from '@tanstack/react-router';
import type { Session } from '../../api/session.ts';
import type { Permissions } from '../../domain/permissions.ts';
import { isPublicPath, type Realm } from '../../domain/realms.ts';
import { guardRoute, permissionRedirect, sessionFitsRealm } from '../../machines/session/route-guard.ts';
import { clearAfterLoginRedirect, saveAfterLoginRedirect } from './saved-redirect.ts';
import type { AppServices } from './services.ts';
import { currentSession, whenSessionSettled } from './session-view.ts';

interface GuardArgs {
  readonly context: Pick<AppServices, 'sessions'>;
  readonly location: { readonly pathname: string; readonly searchStr?: string };
}

/**
 * The session guardRoute judges by: the path's own realm only
 * (docs/decisions/0030-the-caller-passes-the-session-that-applies-to-the.md, sessionForPath). One browser may hold
 * sessions in several realms (an admin plus a pass-through lender), and each realm signs in on its own login page, so a
 * lender opening an admin page is asked to sign in as an admin.
 */
async function sessionForRealm(realm: Realm, sessions: AppServices['sessions']): Promise<Session | null> {
  return currentSession(await whenSessionSettled(sessions[realm]));
}

/**
 * A layout route's beforeLoad (002 §6 via guardRoute): waits for the stored sessions to be read, then lets the
 * realm's user through and sends a signed-out visitor to the realm's sign-in, saving the page in sessionStorage
 * afterLoginRedirect (a decision that resets the saved page clears it).
 */
export async function requireSession(realm: Realm, { context, location }: GuardArgs): Promise<Session> {
  const session = await sessionForRealm(realm, context.sessions);
  const decision = guardRoute({
    pathname: location.pathname,
    search: location.searchStr,
    session,
    sessionLoaded: true,
    routerReady: true,
  });
  if (decision.kind === 'allow' && session && sessionFitsRealm(session, realm)) return session;
  if (decision.kind !== 'redirect') throw redirect({ to: '/not-found', replace: true });
  if (decision.resetAfterLogin) clearAfterLoginRedirect();
  if (decision.saveAfterLogin) saveAfterLoginRedirect(decision.saveAfterLogin);
  throw redirect({ to: decision.to, replace: true });
}

/**
 * A layout's beforeLoad whose pages are partly public (the consumer and /further error pages, 001 §2): a public page
 * lets a signed-out visitor through (null), every other page is guarded as requireSession does.
 */
export async function sessionUnlessPublic(realm: Realm, args: GuardArgs): Promise<Session | null> {
  if (!isPublicPath(args.location.pathname)) return requireSession(realm, args);
  const session = await sessionForRealm(realm, args.context.sessions);
  return session && sessionFitsRealm(session, realm) ? session : null;
}

/** A page's beforeLoad: a user lacking the page's permission goes to the realm's access-denied page. */
export function requirePermission(session: Session, permission: Permissions | undefined): void {
  if (!permission) return;
  const to = permissionRedirect(session, permission);
  if (to) throw redirect({ to, replace: true });
}
