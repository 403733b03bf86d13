import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…@127.0.0.1:<port> without a database name; each test file creates its own database. */
    pgBaseUrl: string;
  }
}

/** One embedded PostgreSQL for the whole integration run, in a temp dir removed afterwards. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'offerwell-it-'));
  // mkdtemp makes the dir private to us; the postgres system user (when we run as root) must traverse it.
  await chmod(dir, 0o755);
  const logger = createLogger({ level: 'warn', pretty: false });
  const database = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'pg'),
    password: 'integration-tests',
    logger,
    database: 'postgres',
    // Thrown away after the run: no commit waits for a disk flush.
    durable: false,
  });
  project.provide('pgBaseUrl', database.url.replace(/\/postgres$/, ''));
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
