import type { Session } from '../../api/session.ts';

/** A realm's session actor as the router and guards read it: signed in with `session`, or signed out. */
export function fakeSessionActor(session: Session | null) {
  const snapshot = {
    matches: (value: unknown) => value === (session ? 'signedIn' : 'signedOut'),
    hasTag: () => false,
    context: { session },
  };
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => undefined }), send: () => undefined };
}

/** The four realms' session actors (AppServices.sessions), signed in where a session is given. */
export const fakeSessionActors = (sessions: Partial<Record<string, Session>>) =>
  Object.fromEntries(
    ['super', 'fi', 'embedder', 'consumer'].map((realm) => [realm, fakeSessionActor(sessions[realm] ?? null)]),
  );
