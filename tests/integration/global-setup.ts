import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { applyMigrations } from '../../server/db/migrate.ts';
import { createDb, createPool } from '../../server/db/pool.ts';
import { seedDemoData } from '../../server/db/seed.ts';
import { createLogger } from '../../server/logger.ts';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://…@127.0.0.1:<port> without a database name; each test file creates its own database. */
    pgBaseUrl: string;
    /** Hex key the seeded template's PII was encrypted with: a file copying it must decrypt with the same key. */
    seededTemplateKey: string;
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
  const baseUrl = database.url.replace(/\/postgres$/, '');
  project.provide('pgBaseUrl', baseUrl);
  project.provide('seededTemplateKey', await createTemplates(baseUrl, logger));
  return async () => {
    await database.stop();
    await rm(dir, { recursive: true, force: true });
  };
}

/**
 * Migrating and seeding took ~2.3 s per test file (64 files seed the demo); copying a template database takes ~0.1 s.
 * Both templates are made once here; each file copies one (tests/integration/db.ts). Returns the seed's key.
 */
async function createTemplates(baseUrl: string, logger: ReturnType<typeof createLogger>): Promise<string> {
  const admin = createPool(`${baseUrl}/postgres`, logger, 1);
  const key = randomBytes(32);
  try {
    for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE]) {
      await admin.query(`create database ${name}`);
      const pool = createPool(`${baseUrl}/${name}`, logger, 2);
      try {
        await applyMigrations(pool);
        if (name === SEEDED_TEMPLATE) await seedDemoData(createDb(pool), { encryptionKey: key });
      } finally {
        await pool.end();
      }
    }
  } finally {
    await admin.end();
  }
  return key.toString('hex');
}
