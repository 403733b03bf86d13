/**
 * Whether a screen has asked for the toast region. It mounts on first need — a console layout (console actions
 * raise toasts) or a toast raised anywhere (showToast) — so consumer pages, which raise almost none, never download
 * or run it (issue 17: the sign-in page and marketplace paint with less work before them). No Chakra here: the
 * entry imports this, not the region.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToastRegion(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function subscribeToastRegion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toastRegionRequested(): boolean {
  return requested;
}
