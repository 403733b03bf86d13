import type { Session } from '../../api/session.ts';
import type { SessionActor } from './services.ts';

type SessionSnapshot = ReturnType<SessionActor['getSnapshot']>;

/** The signed-in session, or null while loading or signed out. */
export function currentSession(snapshot: SessionSnapshot): Session | null {
  return snapshot.matches('signedIn') ? (snapshot.context.session ?? null) : null;
}

/** The error code of the last failed sign-in step, if any. */
export function sessionErrorCode(snapshot: SessionSnapshot): string | undefined {
  const error: unknown = (snapshot.context as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'INTERNAL_ERROR';
}

/** Resolves once the actor has finished reading its stored session (left the loading state). */
export function whenSessionSettled(actor: SessionActor): Promise<SessionSnapshot> {
  const snapshot = actor.getSnapshot();
  if (!snapshot.matches('loading')) return Promise.resolve(snapshot);
  return new Promise((resolve) => {
    const subscription = actor.subscribe((next) => {
      if (!next.matches('loading')) {
        subscription.unsubscribe();
        resolve(next);
      }
    });
  });
}
