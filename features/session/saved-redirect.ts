import { storageKeys } from '../../domain/realms.ts';

/** The page a signed-out deep link asked for, kept in sessionStorage until the next sign-in consumes it. */
export function saveAfterLoginRedirect(href: string, storage: Storage = sessionStorage): void {
  storage.setItem(storageKeys.afterLoginRedirect, href);
}

export function readAfterLoginRedirect(storage: Storage = sessionStorage): string | null {
  return storage.getItem(storageKeys.afterLoginRedirect);
}

export function clearAfterLoginRedirect(storage: Storage = sessionStorage): void {
  storage.removeItem(storageKeys.afterLoginRedirect);
}
