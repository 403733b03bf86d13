import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import { type CreateAppOptions, createApp } from './app.ts';
import { TokenService } from './auth/tokens.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded.ts';
import { applyMigrations } from './db/migrate.ts';
import { createDb, createPool } from './db/pool.ts';
import { ReadRelations } from './db/queries/read-relations.ts';
import { seedDemoData } from './db/seed.ts';
import type { Env } from './env.ts';
import { ConsumerAccessCache } from './http/access-cache.ts';
import type { AppDeps } from './http/context.ts';
import { KeptAnswers, TABLE_CHANNEL } from './http/kept-answers.ts';
import { QUEUES, registerWorkers, startBoss, stopBoss } from './jobs/boss.ts';
import type { Logger } from './logger.ts';
import { type RunningSandboxBureau, sandboxBureauSettings, startSandboxBureau } from './processing/sandbox-bureau.ts';
import { type RunningSftpServer, sftpSettings, startSftpServer } from './processing/sftp-server.ts';
import { processingRoot } from './processing/work-area.ts';
import { configureMail, mailMode } from './providers/mail.ts';
import { sealStoredDocuments } from './redemption/stipulations.ts';
import { runtimeFile } from './runtime-file.ts';
import { loadSecrets } from './secrets.ts';
import { webAppBuilt } from './web-app-build.ts';

export interface RunningServer {
  url: string;
  port: number;
  seeded: boolean;
  deps: AppDeps;
  /** Stops accepting, drains HTTP, stops pg-boss gracefully, closes the pool, stops embedded Postgres. Idempotent. */
  shutdown: () => Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000;

/** The database: DATABASE_URL, else an embedded PostgreSQL under DATA_DIR/pg. */
export async function openDatabase(env: Env, pgPassword: string, logger: Logger) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: null as EmbeddedDatabase | null };
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(env.DATA_DIR, 'pg'),
    password: pgPassword,
    logger,
    durable: env.EMBEDDED_PG_DURABLE === 'on',
  });
  await writeFile(runtimeFile(env.DATA_DIR), JSON.stringify({ databaseUrl: embedded.url, pid: process.pid }), {
    mode: 0o600,
  });
  return { url: embedded.url, embedded };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    server.closeIdleConnections();
  });
}

/** PUBLIC_URL without a trailing slash, else the server's own address on its port. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'HOST'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/**
 * The sandbox bureau's SFTP endpoint (decision 0570): on by default outside production. A busy port is logged and
 * skipped — the product still runs; the in-process sandbox answers while no connection is saved.
 */
async function startSandboxBureauIfOn(
  env: Env,
  db: ReturnType<typeof createDb>,
  encryptionKey: Buffer,
  logger: Logger,
) {
  const settings = sandboxBureauSettings(process.env, env.NODE_ENV);
  if (!settings.enabled) return undefined;
  return startSandboxBureau({ db, encryptionKey, root: processingRoot(), ...settings, logger }).catch((error) => {
    logger.warn({ err: error, port: settings.port }, 'sandbox bureau SFTP not started');
    return undefined;
  });
}

/** Migrations, the demo seed and the one-off upgrades of stored data, each idempotent: every start runs them. True when it seeded. */
async function prepareDatabase(pool: pg.Pool, db: ReturnType<typeof createDb>, encryptionKey: Buffer, logger: Logger) {
  await applyMigrations(pool);
  const seeded = await seedDemoData(db, { encryptionKey });
  // Documents uploaded before they were sealed at rest are sealed now (issue 17 item 14); idempotent.
  const sealedDocuments = await sealStoredDocuments(db, encryptionKey);
  if (sealedDocuments > 0) logger.info({ sealedDocuments }, 'sealed documents stored in clear');
  // A platform PGP key GnuPG 2.2 cannot import (RFC 9580, before decision 0520) is retired and replaced on its first
  // use (platformPgpKey), not here: checking it loads openpgp, which a server that never uses the key should not
  // hold in memory (decision 0799).
  if (seeded) logger.info('demo data seeded');
  return seeded;
}

export async function startServer(env: Env, logger: Logger, appOptions: CreateAppOptions = {}): Promise<RunningServer> {
  const secrets = await loadSecrets(env.DATA_DIR, { jwtSecret: env.JWT_SECRET, encryptionKey: env.ENCRYPTION_KEY });
  const { url: databaseUrl, embedded } = await openDatabase(env, secrets.pgPassword, logger);
  let pool: pg.Pool | undefined;
  let boss: PgBoss | undefined;
  let server: Server | undefined;
  let stopping: Promise<void> | undefined;
  let stopAccessCache: (() => Promise<void>) | undefined;
  let sftpServer: RunningSftpServer | undefined;
  let sandboxBureau: RunningSandboxBureau | undefined;

  const shutdown = () => {
    stopping ??= (async () => {
      logger.info('shutting down');
      if (server) await closeServer(server);
      await sftpServer?.close();
      await sandboxBureau?.close();
      if (boss) await stopBoss(boss).catch((error) => logger.error({ err: error }, 'pg-boss stop failed'));
      await stopAccessCache?.();
      if (pool) await pool.end().catch((error) => logger.error({ err: error }, 'pool close failed'));
      if (embedded) await embedded.stop().catch((error) => logger.error({ err: error }, 'postgres stop failed'));
      logger.info('stopped');
    })();
    return stopping;
  };

  try {
    pool = createPool(databaseUrl, logger);
    const db = createDb(pool);
    const seeded = await prepareDatabase(pool, db, secrets.encryptionKey, logger);
    boss = await startBoss(databaseUrl, logger, env.JOBS_POLLING_SECONDS);
    await registerWorkers(boss, logger, db, { encryptionKey: secrets.encryptionKey, nodeEnv: env.NODE_ENV });
    await boss.send(QUEUES.heartbeat, { at: new Date().toISOString() });
    // The sandbox SFTP server of the processing pipeline, only when SFTP_ENABLED=1 (README "Consumer files by SFTP").
    const sftp = sftpSettings();
    if (sftp.enabled)
      sftpServer = await startSftpServer({
        db,
        encryptionKey: secrets.encryptionKey,
        root: processingRoot(),
        port: sftp.port,
        logger,
      });

    sandboxBureau = await startSandboxBureauIfOn(env, db, secrets.encryptionKey, logger);

    configureMail({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
    logger.info({ mail: mailMode() }, env.SMTP_URL ? 'mail goes to SMTP_URL' : 'mail goes to the admin outbox');
    const accessCache = new ConsumerAccessCache();
    const keptAnswers = new KeptAnswers(new ReadRelations(db));
    accessCache.follow(TABLE_CHANNEL, keptAnswers);
    stopAccessCache = await accessCache.listen(databaseUrl, logger);
    const deps: AppDeps = {
      accessCache,
      keptAnswers,
      db,
      logger,
      tokens: new TokenService(secrets.jwtSecret),
      encryptionKey: secrets.encryptionKey,
      nodeEnv: env.NODE_ENV,
      // Mailed links use this origin only, never the request's Host or X-Forwarded-* headers (issue 17).
      publicUrl: publicOrigin(env),
      distDir: path.resolve('dist'),
      boss,
      identityMethods: env.IDV_METHODS,
      sandboxBureau,
    };
    // A build `npm start` runs beside this start must be done before pages are served (start.ts).
    await webAppBuilt();
    const app = createApp(deps, appOptions);
    const listening = await new Promise<Server>((resolve, reject) => {
      const created = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(created as Server));
      (created as Server).once('error', reject);
    });
    server = listening;
    const port = (listening.address() as AddressInfo).port;
    const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    // PORT=0 (tests) picks a free port: the default origin is known only now.
    if (!env.PUBLIC_URL) deps.publicUrl = `http://${host}:${port}`;
    return { url: `http://${host}:${port}`, port, seeded, deps, shutdown };
  } catch (error) {
    await shutdown();
    throw error;
  }
}
