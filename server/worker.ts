import { readFile } from 'node:fs/promises';
import { createDb, createPool } from './db/pool.ts';
import { loadEnv } from './env.ts';
import { exitOnSignals } from './exit-on-signals.ts';
import { registerWorkers, startBoss, stopBoss } from './jobs/boss.ts';
import { createLogger } from './logger.ts';
import { configureMail, mailMode } from './providers/mail.ts';
import { runtimeFile } from './runtime-file.ts';
import { loadSecrets } from './secrets.ts';

/** `npm run worker`: pg-boss workers only, no HTTP. Uses DATABASE_URL, else the embedded database `npm start` runs. */
const env = loadEnv();
const logger = createLogger({ level: env.LOG_LEVEL });

async function databaseUrl(): Promise<string> {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  try {
    const runtime = JSON.parse(await readFile(runtimeFile(env.DATA_DIR), 'utf8')) as { databaseUrl: string };
    return runtime.databaseUrl;
  } catch {
    throw new Error('Set DATABASE_URL, or run `npm start` first so the embedded database is up');
  }
}

try {
  const url = await databaseUrl();
  // Jobs send mail (notifications, published e-mail payloads) from whichever process takes them: this one too must
  // send through SMTP_URL, not into the sandbox outbox (docs/scaling.md, "Per-process state").
  configureMail({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const boss = await startBoss(url, logger, env.JOBS_POLLING_SECONDS);
  const secrets = await loadSecrets(env.DATA_DIR, { jwtSecret: env.JWT_SECRET, encryptionKey: env.ENCRYPTION_KEY });
  await registerWorkers(boss, logger, createDb(createPool(url, logger, 4)), {
    encryptionKey: secrets.encryptionKey,
    nodeEnv: env.NODE_ENV,
  });
  logger.info({ mail: mailMode() }, 'workers running');
  exitOnSignals(logger, () => stopBoss(boss), 'worker stop failed');
} catch (error) {
  logger.fatal({ err: error }, 'worker could not start');
  process.exitCode = 1;
  // Exit even though pg-boss's pool or timers keep the event loop alive (a failed start hung, neither working nor
  // exiting); not at once, so the log line above is written.
  setTimeout(() => process.exit(1), 2_000).unref();
}
