import { createBrowserInspector } from '@statelyai/inspect';
import { enableInspector } from '../machines/app-actor.ts';

/** `?inspect` in the URL or VITE_INSPECT=1 at build time attaches the Stately inspector to every actor. */
export function wantsInspector(search: string, flag: string | undefined): boolean {
  return new URLSearchParams(search).has('inspect') || flag === '1';
}

/** Must run before any actor is created: actors pick up the inspector when they are made. */
export function setUpInspector(): void {
  if (wantsInspector(window.location.search, import.meta.env.VITE_INSPECT)) {
    enableInspector(createBrowserInspector().inspect);
  }
}
