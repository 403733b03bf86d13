/**
 * The web app's build when `npm start` runs it beside the server's own start (start.ts): PostgreSQL's start,
 * the migrations and the seed go on meanwhile, and the server waits for the build only before it serves pages.
 * Resolved at once when no build runs (tests, benches, a restart with the build skipped).
 *
 * Kept on globalThis, not in this module: start.ts loads this file from source while the server it starts runs from
 * its bundle (build/server-bundle.ts), which holds a second copy of this module; both must see one build.
 */
const SLOT = Symbol.for('offerwell.webAppBuild');
const slots = globalThis as { [SLOT]?: Promise<void> };

export const webAppBuilt = (): Promise<void> => slots[SLOT] ?? Promise.resolve();

export function buildingWebApp(build: Promise<void>): void {
  // Never an unhandled rejection while the server is still starting: startServer awaits it and fails the start.
  build.catch(() => undefined);
  slots[SLOT] = build;
}
