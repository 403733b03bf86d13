import { redirect } from '@tanstack/react-router';
import type { Session } from '../../api/session.ts';
import type { Permissions } from '../../domain/permissions.ts';
import { REALMS, type Realm } from '../../domain/realms.ts';
import { guardRoute, permissionRedirect } from '../../machines/session/route-guard.ts';
import { clearAfterLoginRedirect, saveAfterLoginRedirect } from './saved-redirect.ts';
import type { AppServices } from './services.ts';
import { currentSession, whenSessionSettled } from './session-view.ts';

interface GuardArgs {
  readonly context: Pick<AppServices, 'sessions'>;
  readonly location: { readonly pathname: string; readonly searchStr?: string };
}

/**
 * The session guardRoute judges by: the path's own realm when signed in there, else whichever realm the user is
 * signed in to (so a visit to another realm's console is told apart from a signed-out one).
 */
async function sessionForPath(realm: Realm, sessions: AppServices['sessions']): Promise<Session | null> {
  const own = currentSession(await whenSessionSettled(sessions[realm]));
  if (own) return own;
  for (const other of REALMS) {
    if (other === realm) continue;
    const session = currentSession(await whenSessionSettled(sessions[other]));
    if (session) return session;
  }
  return null;
}

/**
 * A layout route's beforeLoad (002 §6 via guardRoute): waits for the stored sessions to be read, then lets the
 * realm's user through, sends a signed-out visitor to sign in (saving the page in sessionStorage
 * afterLoginRedirect), and sends a user of another realm to their access-denied page (resetting the saved page).
 */
export async function requireSession(realm: Realm, { context, location }: GuardArgs): Promise<Session> {
  const session = await sessionForPath(realm, context.sessions);
  const decision = guardRoute({
    pathname: location.pathname,
    search: location.searchStr,
    session,
    sessionLoaded: true,
    routerReady: true,
  });
  if (decision.kind === 'allow' && session?.realm === realm) return session;
  if (decision.kind !== 'redirect') throw redirect({ to: '/not-found', replace: true });
  if (decision.resetAfterLogin) clearAfterLoginRedirect();
  if (decision.saveAfterLogin) saveAfterLoginRedirect(decision.saveAfterLogin);
  throw redirect({ to: decision.to, replace: true });
}

/** A page's beforeLoad: a user lacking the page's permission goes to the realm's access-denied page. */
export function requirePermission(session: Session, permission: Permissions | undefined): void {
  if (!permission) return;
  const to = permissionRedirect(session, permission);
  if (to) throw redirect({ to, replace: true });
}
