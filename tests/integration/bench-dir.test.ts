import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { makeBenchDir, OWNER_FILE, sweepStaleBenchDirs } from '../bench/bench-dir.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const parent = await mkdtemp(path.join(tmpdir(), 'bench-dir-test-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('bench directories (tests/bench/bench-dir.ts)', () => {
  it('removes the directories whose owner is gone and keeps live, young and foreign ones', async () => {
    const dead = path.join(parent, 'bench-x-dead');
    await mkdir(path.join(dead, 'pg'), { recursive: true });
    // No process has this pid (above pid_max) — as after a kill -9 of the bench.
    await writeFile(path.join(dead, OWNER_FILE), '99999999 12345\n');
    const old = path.join(parent, 'bench-x-old');
    await mkdir(old);
    await utimes(old, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    const young = path.join(parent, 'bench-x-young');
    await mkdir(young);
    const foreign = path.join(parent, 'other-dead');
    await mkdir(foreign);
    await writeFile(path.join(foreign, OWNER_FILE), '99999999 12345\n');
    const mine = await makeBenchDir(parent, 'bench-x-', logger);

    // makeBenchDir swept the dead and the old one before making its own.
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(old)).toBe(false);
    expect((await readFile(path.join(mine, OWNER_FILE), 'utf8')).split(' ')[0]).toBe(String(process.pid));
    expect(await sweepStaleBenchDirs(parent, 'bench-x-', logger)).toEqual([]);
    for (const kept of [young, foreign, mine]) expect(existsSync(kept)).toBe(true);
  });

  it('takes a reused pid for a gone owner (the start time differs)', async () => {
    const reused = path.join(parent, 'bench-y-reused');
    await mkdir(reused);
    await writeFile(path.join(reused, OWNER_FILE), `${process.pid} 1\n`);
    expect(await sweepStaleBenchDirs(parent, 'bench-y-', logger)).toEqual([reused]);
  });
});
