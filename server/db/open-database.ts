import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import { runtimeFile } from '../runtime-file.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';

export interface OpenedDatabase {
  url: string;
  /** The embedded cluster this process started, to stop on shutdown; null with DATABASE_URL. */
  embedded: EmbeddedDatabase | null;
}

/** The database: DATABASE_URL, else an embedded PostgreSQL under DATA_DIR/pg. */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_PG_DURABLE'>,
  pgPassword: string,
  logger: Logger,
): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: null };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(env.DATA_DIR, 'pg'),
    password: pgPassword,
    logger,
    durable: env.EMBEDDED_PG_DURABLE === 'on',
  });
  await writeFile(runtimeFile(env.DATA_DIR), JSON.stringify({ databaseUrl: embedded.url, pid: process.pid }), {
    mode: 0o600,
  });
  return { url: embedded.url, embedded };
}
