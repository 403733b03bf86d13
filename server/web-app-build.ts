/**
 * The web app's build when `npm start` runs it beside the server's own start (start.ts): PostgreSQL's start,
 * the migrations and the seed go on meanwhile, and the server waits for the build only before it serves pages.
 * Resolved at once when no build runs (tests, benches, a restart with the build skipped).
 */
let pending: Promise<void> = Promise.resolve();

export const webAppBuilt = (): Promise<void> => pending;

export function buildingWebApp(build: Promise<void>): void {
  // Never an unhandled rejection while the server is still starting: startServer awaits it and fails the start.
  build.catch(() => undefined);
  pending = build;
}
