import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createPool(connectionString: string, logger: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'offerwell' });
  // An idle client losing its connection (e.g. Postgres restarting) must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database client error'));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema }) as Db;
}
