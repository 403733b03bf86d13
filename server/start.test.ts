import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../tests/integration/db.ts';
import { loadEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { publicOrigin, startServer } from './start.ts';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'offerwell-start-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startServer and shutdown', () => {
  it('serves /api, seeds once, and shutdown stops HTTP, jobs and the pool', async () => {
    const env = loadEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
    });
    const logger = createLogger({ level: 'silent', pretty: false });
    const running = await startServer(env, logger);
    expect(running.seeded).toBe(true);
    const health = await fetch(`${running.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    // Without PUBLIC_URL, mailed links use the server's own address, never a request's Host (issue 17).
    expect(running.deps.publicUrl).toBe(running.url);
    await running.shutdown();
    await running.shutdown();
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
    await expect(running.deps.db.$client.query('select 1')).rejects.toThrow();

    // Restarting on the same database does not seed again.
    const again = await startServer(env, logger);
    expect(again.seeded).toBe(false);
    await again.shutdown();
  });

  it('takes the public origin of mailed links from PUBLIC_URL, else the server address', () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://offers.example.com/', PORT: 3000, HOST: '0.0.0.0' })).toBe(
      'https://offers.example.com',
    );
    expect(publicOrigin({ PUBLIC_URL: undefined, PORT: 4000, HOST: '0.0.0.0' })).toBe('http://localhost:4000');
    expect(() => loadEnv({ PUBLIC_URL: 'ftp://x.example', SMTP_URL: 'http://mail' })).toThrow(
      /PUBLIC_URL[\s\S]*SMTP_URL/,
    );
  });

  it('takes the job polling interval from JOBS_POLLING_SECONDS, 2 s by default, never under pg-boss 0.5 s', () => {
    expect(loadEnv({}).JOBS_POLLING_SECONDS).toBe(2);
    expect(loadEnv({ JOBS_POLLING_SECONDS: '0.5' }).JOBS_POLLING_SECONDS).toBe(0.5);
    expect(() => loadEnv({ JOBS_POLLING_SECONDS: '0.1' })).toThrow(/JOBS_POLLING_SECONDS/);
    expect(() => loadEnv({ JOBS_POLLING_SECONDS: 'fast' })).toThrow(/JOBS_POLLING_SECONDS/);
  });

  it('rejects a bad environment with every problem listed', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
