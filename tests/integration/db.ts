import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app.ts';
import { TokenService } from '../../server/auth/tokens.ts';
import { createDb, createPool, type Db } from '../../server/db/pool.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import type { AppDeps } from '../../server/http/context.ts';
import { createLogger } from '../../server/logger.ts';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from './templates.ts';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  db: Db;
  /** Closes the pool and drops the database. */
  drop: () => Promise<void>;
}

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent', pretty: false });

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${inject('pgBaseUrl')}/postgres` });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file on the run's shared embedded PostgreSQL: a copy of the template the
 * global setup migrated (or seeded), made by copying its files (no WAL for a throw-away copy).
 */
export async function createTestDatabase(template = MIGRATED_TEMPLATE): Promise<TestDatabase> {
  const name = `it_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${name} template ${template} strategy file_copy`));
  const url = `${inject('pgBaseUrl')}/${name}`;
  const pool = createPool(url, logger, 5);
  return {
    name,
    url,
    pool,
    db: createDb(pool),
    drop: async () => {
      await pool.end();
      await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function testDeps(db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db,
    logger,
    tokens: new TokenService(randomBytes(32).toString('hex')),
    encryptionKey: randomBytes(32),
    nodeEnv: 'test',
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}

/** A database with the demo data and an app over it; call `drop()` in afterAll. */
export async function createSeededApp(overrides: Partial<AppDeps> = {}) {
  // The seeded template's PII is encrypted with the run's template key; a file asking for its own key seeds afresh.
  const ownKey = overrides.encryptionKey !== undefined;
  const database = await createTestDatabase(ownKey ? MIGRATED_TEMPLATE : SEEDED_TEMPLATE);
  const deps = testDeps(database.db, {
    encryptionKey: Buffer.from(inject('seededTemplateKey'), 'hex'),
    ...overrides,
  });
  if (ownKey) await seedDemoData(database.db, { encryptionKey: deps.encryptionKey });
  const app = createApp(deps);
  return { ...database, deps, app };
}

/** JSON request helper for `app.request()`. */
export function jsonRequest(method: string, body?: unknown, token?: string): RequestInit {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return body === undefined ? { method, headers } : { method, headers, body: JSON.stringify(body) };
}
