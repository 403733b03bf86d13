import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { EmbeddedPostgresStartError, startEmbeddedPostgres } from './embedded.ts';
import { isIncompleteCluster } from './embedded-init.ts';

// Issue 17 item 11: an interrupted first start must never break the data directory for good, nor hang.
const logger = createLogger({ level: 'silent', pretty: false });
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'offerwell-embedded-'));
  // The postgres system user (when we run as root) must traverse it.
  await chmod(root, 0o755);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function setting(
  url: string,
  name: 'fsync' | 'synchronous_commit' | 'max_wal_size' | 'wal_buffers',
): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(`show ${name}`)).rows[0]?.[name];
  } finally {
    await client.end();
  }
}

async function canQuery(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL first start', () => {
  it('removes the temporary directory of an interrupted first start and initialises afresh', async () => {
    const dataDir = path.join(root, 'leftover', 'pg');
    const leftover = `${dataDir}.init-4242-abc`;
    // What a kill -9 during initdb leaves: a half-written cluster in the temporary directory, no `pg` at all.
    await mkdir(path.join(leftover, 'global'), { recursive: true });
    await writeFile(path.join(leftover, 'PG_VERSION'), '18\n');
    const database = await startEmbeddedPostgres({ dataDir, password: 'first-start', logger });
    try {
      expect(await canQuery(database.url)).toBe(true);
      expect(existsSync(leftover)).toBe(false);
      expect((await readdir(path.dirname(dataDir))).filter((name) => name.includes('.init-'))).toEqual([]);
      expect(isIncompleteCluster(dataDir)).toBe(false);
    } finally {
      await database.stop();
    }

    // Bounded start: a start that does not get ready in time stops its PostgreSQL and says what to do.
    const started = Date.now();
    const timedOut = startEmbeddedPostgres({ dataDir, password: 'first-start', logger, startTimeoutMs: 1 });
    await expect(timedOut).rejects.toThrow(EmbeddedPostgresStartError);
    await expect(timedOut).rejects.toThrow(/did not accept connections within[\s\S]*rm -rf/);
    expect(Date.now() - started).toBeLessThan(10_000);
    // It was stopped: the next start finds no running postmaster and works.
    const again = await startEmbeddedPostgres({ dataDir, password: 'first-start', logger });
    expect(await canQuery(again.url)).toBe(true);
    // Durable unless asked otherwise (EMBEDDED_PG_DURABLE=off, throwaway test databases only).
    expect(await setting(again.url, 'fsync')).toBe('on');
    expect(await setting(again.url, 'synchronous_commit')).toBe('on');
    // A campaign's bulk loads checkpoint by time, not every gigabyte of WAL (decision 0806).
    expect(await setting(again.url, 'max_wal_size')).toBe('4GB');
    expect(await setting(again.url, 'wal_buffers')).toBe('16MB');
    await again.stop();
    const throwaway = await startEmbeddedPostgres({ dataDir, password: 'first-start', logger, durable: false });
    expect(await setting(throwaway.url, 'fsync')).toBe('off');
    expect(await setting(throwaway.url, 'synchronous_commit')).toBe('off');
    await throwaway.stop();
  });

  it('recovers a data directory provably left by an interrupted in-place initdb (older versions)', async () => {
    const dataDir = path.join(root, 'legacy', 'pg');
    await mkdir(path.join(dataDir, 'base', '1'), { recursive: true });
    await writeFile(path.join(dataDir, 'PG_VERSION'), '18\n');
    await writeFile(path.join(dataDir, 'postgresql.conf'), '');
    expect(isIncompleteCluster(dataDir)).toBe(true);
    const database = await startEmbeddedPostgres({ dataDir, password: 'legacy', logger });
    try {
      expect(await canQuery(database.url)).toBe(true);
    } finally {
      await database.stop();
    }
  });

  it('fails fast with what to do when a complete-looking directory cannot start', async () => {
    const dataDir = path.join(root, 'damaged', 'pg');
    for (const dir of ['global', 'base/1', 'base/4']) await mkdir(path.join(dataDir, dir), { recursive: true });
    await writeFile(path.join(dataDir, 'PG_VERSION'), '18\n');
    await writeFile(path.join(dataDir, 'postgresql.conf'), '');
    await writeFile(path.join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    await chmod(dataDir, 0o700);
    const started = Date.now();
    const failed = startEmbeddedPostgres({ dataDir, password: 'damaged', logger });
    await expect(failed).rejects.toThrow(EmbeddedPostgresStartError);
    await expect(failed).rejects.toThrow(/did not start[\s\S]*rm -rf [^\n]*damaged\/pg/);
    expect(Date.now() - started).toBeLessThan(20_000);
    // Not provably incomplete, so it is left alone for a person to decide.
    expect(existsSync(path.join(dataDir, 'global', 'pg_control'))).toBe(true);
  });
});
