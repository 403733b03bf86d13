import { type ApiClient, createApiClient } from '../../api/client.ts';
import { signIn } from '../../api/session.ts';
import { REALMS, type Realm } from '../../domain/realms.ts';
import { createAppActor } from '../../machines/app-actor.ts';
import { createSessionMachine } from '../../machines/session/session-machine.ts';
import { createBrowserSessionStore, writeRememberMe } from '../../machines/session/session-storage.ts';
import type { AppServices, SessionActor } from './services.ts';

/**
 * One session actor and one API client per realm. Each client reads its realm's session for the bearer token and,
 * on a 401, tells that actor the session expired (000 §8) before the client redirects to the realm's login.
 */
export function createSessionServices({
  navigate,
  fetch = (input, init) => globalThis.fetch(input, init),
}: {
  navigate: (to: string) => void;
  /** How the clients send a request (the app's adopts the page's early calls: app/main.tsx). */
  fetch?: typeof globalThis.fetch;
}): Pick<AppServices, 'sessions' | 'clients'> {
  const store = createBrowserSessionStore(localStorage);
  const sessions = {} as Record<Realm, SessionActor>;
  const clients = {} as Record<Realm, ApiClient>;
  for (const realm of REALMS) {
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      getSession: () => sessions[realm].getSnapshot().context.session ?? null,
      onUnauthorized: (expiredRealm) => sessions[expiredRealm].send({ type: 'session.expired' }),
      navigate,
    });
    const machine = createSessionMachine(store, (request) => client.call(signIn, { body: request }), {
      writeRememberMe: (tokenRealm, tenant, user, token) =>
        writeRememberMe(localStorage, tokenRealm, tenant, user, token),
    });
    clients[realm] = client;
    sessions[realm] = createAppActor(machine, { input: { realm } });
    sessions[realm].start();
  }
  return { sessions, clients };
}
