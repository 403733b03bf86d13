import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { embedderSftpKeys } from '../db/schema/index.ts';
import { DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { type RunningSftpServer, startSftpServer } from './sftp-server.ts';
import { inboxDir } from './work-area.ts';

/*
 * The embedder inbox against the OpenSSH client partners run (issue 29 item 3): `sftp -b` must finish its batch and
 * exit, which it only does once the server closes the channel after the client's EOF.
 */

const SFTP = '/usr/bin/sftp';
const ctx = seededApp();
let dir = '';
let server: RunningSftpServer;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** `sftp -b` with a batch, as a partner's cron job runs it; killed after 15 s so a hang fails rather than blocks. */
function sftpBatch(batch: string, options: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const started = Date.now();
    // Its own process group, so a hung run is killed with the ssh process it started (which holds the pipes).
    const child = spawn(
      SFTP,
      [
        '-b',
        '-',
        '-P',
        String(server.port),
        '-F',
        '/dev/null',
        '-o',
        'StrictHostKeyChecking=no',
        '-o',
        'UserKnownHostsFile=/dev/null',
        '-o',
        'BatchMode=yes',
        '-o',
        'IdentitiesOnly=yes',
        ...options,
        `${DEMO_EMBEDDER.code}@127.0.0.1`,
      ],
      { detached: true },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
    // An sftp that exits before reading its batch (a refused connection) closes the pipe: its exit code reports it.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
    child.stdin.end(batch);
  });
}

const keyPair = (name: string) => {
  const file = path.join(dir, name);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', name, '-f', file]);
  return file;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'offerwell-openssh-'));
  const key = keyPair('embedder');
  keyPair('stranger');
  const publicKey = (await readFile(`${key}.pub`, 'utf8')).trim();
  await ctx.db
    .insert(embedderSftpKeys)
    .values({ embedderId: DEMO_EMBEDDER.id, publicKey })
    .onConflictDoUpdate({ target: embedderSftpKeys.embedderId, set: { publicKey } });
  const root = path.join(dir, 'processing');
  server = await startSftpServer({
    db: ctx.db,
    encryptionKey: ctx.deps.encryptionKey,
    root,
    port: 0,
    host: '127.0.0.1',
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the embedder SFTP inbox and OpenSSH sftp', () => {
  it('runs a batch (ls, put, ls, bye) with the embedder’s key and exits 0 within 5 s; the file arrives', async () => {
    const local = path.join(dir, 'winter-consumers.csv.pgp');
    await writeFile(local, 'encrypted bytes\n');
    const run = await sftpBatch(`ls\nput ${local}\nls -l\nbye\n`, ['-i', path.join(dir, 'embedder')]);
    expect(run.stderr).not.toMatch(/denied|refused/i);
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(5_000);
    expect(run.stdout).toContain('winter-consumers.csv.pgp');
    const arrived = path.join(inboxDir(path.join(dir, 'processing'), DEMO_EMBEDDER_NUMBER), 'winter-consumers.csv.pgp');
    expect(await readFile(arrived, 'utf8')).toBe('encrypted bytes\n');
  });

  it('refuses another key with OpenSSH’s usual "Permission denied (publickey)" and a non-zero exit', async () => {
    const run = await sftpBatch('ls\nbye\n', ['-i', path.join(dir, 'stranger')]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Permission denied (publickey)');
    expect(run.ms).toBeLessThan(5_000);
  });

  it('offers only public-key authentication: a client without a key is refused the same way', async () => {
    const run = await sftpBatch('ls\nbye\n', ['-o', 'PubkeyAuthentication=no']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('Permission denied (publickey)');
    expect(existsSync(SFTP)).toBe(true);
  });
});
