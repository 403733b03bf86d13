import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, NodePgDatabase, type NodePgQueryResultHKT, NodePgSession } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { queryRecorder } from './query-recorder.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createPool(connectionString: string, logger: Logger, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: 'offerwell' });
  // An idle client losing its connection (e.g. Postgres restarting) must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database client error'));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema, logger: queryRecorder }) as Db;
}

/**
 * What query functions run on: the pool's database or a transaction of it (both are a PgDatabase), so a change and
 * its audit row can share one transaction.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;

/**
 * Runs `work` on one connection of the pool, as a database of its own: statements before a `transaction` and the
 * transaction itself go over the same connection, in order. For a first read that decides whether a transaction is
 * needed at all: at READ COMMITTED, a read just before BEGIN on the connection sees what a first statement inside
 * the transaction would, and an answer that needs no transaction saves BEGIN and ROLLBACK (issue 31 item 4).
 */
export async function onOneConnection<T>(db: Db, work: (connection: Executor) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    return await work(connectionDb(db, client));
  } finally {
    client.release();
  }
}

/**
 * A pooled connection's own database, made once per connection: drizzle's constructor builds a relational query
 * builder for every table (~85 µs, measured in the redemption burst), and a pooled connection lives for many uses.
 */
const connectionDbs = new WeakMap<pg.PoolClient, Executor>();
/** And back, for transactionEndingWith's own statements on the same client. */
const connectionClients = new WeakMap<Executor, pg.PoolClient>();
function connectionDb(db: Db, client: pg.PoolClient): Executor {
  let made = connectionDbs.get(client);
  if (!made) {
    // What drizzle() builds, without extracting the schema's relations again (~1.7 ms): the pool's database has them.
    const schemaConfig = { fullSchema: db._.fullSchema, schema: db._.schema, tableNamesMap: db._.tableNamesMap };
    const dialect = new PgDialect();
    const session = new NodePgSession(client, dialect, schemaConfig as never, { logger: queryRecorder });
    made = new NodePgDatabase(dialect, session as never, schemaConfig as never) as unknown as Executor;
    connectionDbs.set(client, made);
    connectionClients.set(made, client);
  }
  return made;
}
/**
 * A transaction on a connection of onOneConnection whose last statement travels with its COMMIT, in one round trip
 * (a simple query of two statements): `body` runs after BEGIN; then `last()` names the closing statement (SQL text
 * whose values are literals, pg.escapeLiteral), or nothing for a plain COMMIT. When the closing statement fails,
 * PostgreSQL runs no COMMIT and the transaction is rolled back here. Why: a row lock the closing statement takes (the
 * product's inventory, every redemption of it contends for) is then held for the commit alone, not for a trip to
 * node and back as well (issue 31 item 4, decision 0795). Answers body's value and the closing statement's rows.
 */
export async function transactionEndingWith<T>(
  connection: Executor,
  body: (tx: Executor) => Promise<T>,
  last: () => string | undefined,
): Promise<{ value: T; lastRows: Record<string, unknown>[] }> {
  const client = connectionClients.get(connection);
  if (!client) throw new Error('transactionEndingWith runs on a connection of onOneConnection');
  await client.query('begin');
  try {
    const value = await body(connection);
    const closing = last();
    if (closing === undefined) {
      await client.query('commit');
      return { value, lastRows: [] };
    }
    const results = (await client.query(`${closing}; commit`)) as unknown as pg.QueryResult[];
    return { value, lastRows: results[0]?.rows ?? [] };
  } catch (error) {
    // After a failed closing statement the transaction is aborted (or, if COMMIT itself failed, already over).
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
