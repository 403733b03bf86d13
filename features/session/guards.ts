import { redirect } from '@tanstack/react-router';
import type { Session } from '../../api/session.ts';
import { hasPermission, type Permissions } from '../../domain/permissions.ts';
import { REALM_ROUTES, type Realm } from '../../domain/realms.ts';
import { saveAfterLoginRedirect } from './saved-redirect.ts';
import type { AppServices } from './services.ts';
import { currentSession, whenSessionSettled } from './session-view.ts';

interface GuardArgs {
  readonly context: AppServices;
  readonly location: { readonly href: string };
}

/**
 * A layout route's beforeLoad: waits for the realm's stored session to be read, then lets a signed-in user through
 * or remembers the page (sessionStorage afterLoginRedirect) and sends them to the realm's sign-in page.
 */
export async function requireSession(realm: Realm, { context, location }: GuardArgs): Promise<Session> {
  const snapshot = await whenSessionSettled(context.sessions[realm]);
  const session = currentSession(snapshot);
  if (session) return session;
  saveAfterLoginRedirect(location.href);
  throw redirect({ to: REALM_ROUTES[realm].loginPath, replace: true });
}

/** A page's beforeLoad: a user lacking the page's permission goes to the realm's access-denied page. */
export function requirePermission(realm: Realm, session: Session, permission: Permissions | undefined): void {
  if (!permission || hasPermission(session.permissions, permission)) return;
  const deniedPath = REALM_ROUTES[realm].accessDeniedPath;
  throw redirect({ to: deniedPath ?? '/not-found', replace: true });
}
