import { existsSync } from 'node:fs';
import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.ts';

/**
 * First-start initialisation of the embedded cluster, made atomic: initdb runs in a sibling directory
 * (`pg.init-<pid>-<time>`) and the result is renamed to `pg` only once initdb finished, so a kill at any moment of
 * the first start leaves either no cluster (the next start initialises again) or a complete one. Migrations and the
 * demo seed need no such care: each runs in one transaction (server/db/migrate.ts, server/db/seed.ts).
 */

const INIT_MARK = '.init-';

/** The temporary directory a first start initialises into, next to the data directory (same file system). */
export function initDirFor(databaseDir: string): string {
  return `${databaseDir}${INIT_MARK}${process.pid}-${Date.now().toString(36)}`;
}

/**
 * Removes the temporary directories of first starts that were interrupted. An initdb orphaned by a kill -9 of its
 * parent may still be writing there; it fails once its directory is gone, and `maxRetries` covers the race.
 */
export async function removeInterruptedInits(databaseDir: string, logger: Logger): Promise<string[]> {
  const parent = path.dirname(databaseDir);
  const prefix = `${path.basename(databaseDir)}${INIT_MARK}`;
  const names = existsSync(parent) ? await readdir(parent) : [];
  const leftovers = names.filter((name) => name.startsWith(prefix)).map((name) => path.join(parent, name));
  for (const dir of leftovers) {
    logger.warn({ dir }, 'removing the directory of an interrupted first start of PostgreSQL');
    // Best effort: if the orphan keeps writing faster than we remove, the directory stays for the next start; it
    // is in nobody's way (this start initialises under a name of its own).
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch((error: unknown) =>
      logger.warn({ dir, err: error }, 'could not remove it yet; the next start tries again'),
    );
  }
  return leftovers;
}

/**
 * Files initdb writes in this order: PG_VERSION and postgresql.conf first, global/pg_control when template1 is
 * bootstrapped, base/4 (template0) near the end. A directory missing any of them was never a complete cluster, so
 * it holds no data and can be removed safely (such directories were left by versions that ran initdb in place).
 */
const COMPLETE_CLUSTER_FILES = ['PG_VERSION', 'postgresql.conf', 'global/pg_control', 'base/1', 'base/4'];

export function isIncompleteCluster(databaseDir: string): boolean {
  if (!existsSync(databaseDir)) return false;
  return COMPLETE_CLUSTER_FILES.some((file) => !existsSync(path.join(databaseDir, file)));
}

/** Runs `initdb` into a temporary sibling of `databaseDir` and renames it into place when it succeeded. */
export async function initialiseAtomically(
  databaseDir: string,
  initdb: (dir: string) => Promise<void>,
  logger: Logger,
): Promise<void> {
  const initDir = initDirFor(databaseDir);
  logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
  try {
    await initdb(initDir);
  } catch (error) {
    await rm(initDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
    throw error;
  }
  await rename(initDir, databaseDir);
  // The rename is the commit point: flush the parent directory's entry so it survives a power loss too.
  const parent = await open(path.dirname(databaseDir), 'r');
  try {
    await parent.sync();
  } finally {
    await parent.close();
  }
}
