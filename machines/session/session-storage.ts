import * as v from 'valibot';
import { Session } from '../../api/session.ts';
import { REALMS, type Realm, realmForPath, storageKeys } from '../../domain/realms.ts';

/** Where sessions live between page loads: one record per realm under auth-{realm} (000 §3). */
export interface SessionStore {
  read(realm: Realm): Session | null;
  write(session: Session): void;
  remove(realm: Realm): void;
  removeChatConversation(realm: Realm): void;
}

function readJson(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A SessionStore over Web Storage (localStorage in the app, so a pass-through window sees the session written by
 * the admin's window). A record that is not valid JSON, does not match the Session schema or belongs to another
 * realm reads as signed out and is removed, so a stale format never keeps a user half signed in.
 */
export function createBrowserSessionStore(storage: Storage): SessionStore {
  return {
    read(realm) {
      const key = storageKeys.auth(realm);
      const raw = readJson(storage, key);
      if (raw === null) return null;
      const parsed = v.safeParse(Session, raw);
      if (parsed.success && parsed.output.realm === realm) return parsed.output;
      storage.removeItem(key);
      return null;
    },
    write(session) {
      storage.setItem(storageKeys.auth(session.realm), JSON.stringify(session));
    },
    remove(realm) {
      storage.removeItem(storageKeys.auth(realm));
    },
    removeChatConversation(realm) {
      storage.removeItem(storageKeys.chatConversation(realm));
    },
  };
}

/**
 * The session that applies to a page, for the route guard and the API client's getSession: the stored session of
 * the path's realm (null when that realm is signed out, even if another realm is signed in: a user may hold
 * sessions in several realms, e.g. after a pass-through); for a path of no realm, the first signed-in realm's.
 */
export function sessionForPath(store: Pick<SessionStore, 'read'>, pathname: string): Session | null {
  const realm = realmForPath(pathname);
  if (realm) return store.read(realm);
  for (const candidate of REALMS) {
    const session = store.read(candidate);
    if (session?.jwt) return session;
  }
  return null;
}

/** The remember-me token of one realm, tenant and user (key rememberMe-{realm}-{tenant}-{user}; admin has no tenant). */
export function readRememberMe(
  storage: Storage,
  realm: Realm,
  tenant: string | number | undefined,
  user: string,
): string | null {
  const token = storage.getItem(storageKeys.rememberMe(realm, tenant, user));
  return token === null || token === '' ? null : token;
}

export function writeRememberMe(
  storage: Storage,
  realm: Realm,
  tenant: string | number | undefined,
  user: string,
  token: string,
): void {
  storage.setItem(storageKeys.rememberMe(realm, tenant, user), token);
}

export function removeRememberMe(
  storage: Storage,
  realm: Realm,
  tenant: string | number | undefined,
  user: string,
): void {
  storage.removeItem(storageKeys.rememberMe(realm, tenant, user));
}

/** A SessionStore kept in memory, for tests and for places without Web Storage. */
export function createMemorySessionStore(initial: readonly Session[] = []): SessionStore & {
  readonly sessions: Map<Realm, Session>;
  readonly chatConversations: Set<Realm>;
} {
  const sessions = new Map<Realm, Session>(initial.map((session) => [session.realm, session]));
  const chatConversations = new Set<Realm>();
  return {
    sessions,
    chatConversations,
    read: (realm) => sessions.get(realm) ?? null,
    write: (session) => {
      sessions.set(session.realm, session);
    },
    remove: (realm) => {
      sessions.delete(realm);
    },
    removeChatConversation: (realm) => {
      chatConversations.delete(realm);
    },
  };
}
