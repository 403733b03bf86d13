import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headStart, headStartLogger, takeHeadStart } from './head-start.ts';

const KEYS = ['DATA_DIR', 'DATABASE_URL', 'LOG_LEVEL', 'PORT'] as const;
let saved: Partial<Record<(typeof KEYS)[number], string>>;
let dataDir: string;

beforeEach(async () => {
  saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
  dataDir = await mkdtemp(path.join(tmpdir(), 'offerwell-head-start-'));
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: 'postgres://app@127.0.0.1:5999/offerwell' });
  process.env.LOG_LEVEL = 'silent';
});
afterEach(async () => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('the head start npm start gives the server (server/head-start.ts)', () => {
  it('opens the secrets and the database once, for the first server that takes them', async () => {
    headStart();
    expect(headStartLogger()?.level).toBe('silent');
    const started = await takeHeadStart();
    expect(started?.database).toEqual({ url: 'postgres://app@127.0.0.1:5999/offerwell', embedded: null });
    expect(started?.secrets.encryptionKey).toHaveLength(32);
    // A second server in the process opens its own.
    expect(takeHeadStart()).toBeUndefined();
  });

  it('starts nothing when the environment does not parse: the server reports it', () => {
    process.env.PORT = 'eighty';
    headStart();
    expect(takeHeadStart()).toBeUndefined();
  });
});
