import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
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

/**
 * What query functions run on: the pool's database or a transaction of it (both are a PgDatabase), so a change and
 * its audit row can share one transaction.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
