import type { ConsoleRealm } from '../../domain/realms.ts';
import { storageKeys } from '../../domain/realms.ts';

/** 000 §3: the remember-me token lives under rememberMe-{realm}-{tenant}-{user} (no tenant for admin). */
function key(realm: ConsoleRealm, tenant: string | undefined, user: string): string {
  return storageKeys.rememberMe(realm, tenant === '' ? undefined : tenant, user.trim().toLowerCase());
}

export function readRememberMe(
  realm: ConsoleRealm,
  tenant: string | undefined,
  user: string,
  storage: Storage = localStorage,
): string | undefined {
  return storage.getItem(key(realm, tenant, user)) ?? undefined;
}

export function writeRememberMe(
  realm: ConsoleRealm,
  tenant: string | undefined,
  user: string,
  token: string,
  storage: Storage = localStorage,
): void {
  storage.setItem(key(realm, tenant, user), token);
}

export function forgetRememberMe(
  realm: ConsoleRealm,
  tenant: string | undefined,
  user: string,
  storage: Storage = localStorage,
): void {
  storage.removeItem(key(realm, tenant, user));
}
