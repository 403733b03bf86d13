import { enableInspector } from '../machines/app-actor.ts';

/** `?inspect` in the URL or VITE_INSPECT=1 at build time attaches the Stately inspector to every actor. */
export function wantsInspector(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || flag === '1';
}

/**
 * Must finish before any actor is created: actors pick up the inspector when they are made. The inspector is loaded
 * only when asked for, so it stays out of every page's bundle.
 */
export async function setUpInspector(): Promise<void> {
  if (wantsInspector(window.location.search, import.meta.env.VITE_INSPECT)) {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    enableInspector(createBrowserInspector().inspect);
  }
}
