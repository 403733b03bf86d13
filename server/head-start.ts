import { type OpenedDatabase, openDatabase } from './db/open-database.ts';
import { type Env, loadEnv } from './env.ts';
import { createLogger, type Logger } from './logger.ts';
import { loadSecrets, type Secrets } from './secrets.ts';

/** The secrets and the database a server needs before anything else. */
export interface Foundations {
  secrets: Secrets;
  database: OpenedDatabase;
}

/** Reads (or on a first start writes) the secrets, then opens the database with them. */
export async function openFoundations(env: Env, logger: Logger): Promise<Foundations> {
  const secrets = await loadSecrets(env.DATA_DIR, { jwtSecret: env.JWT_SECRET, encryptionKey: env.ENCRYPTION_KEY });
  return { secrets, database: await openDatabase(env, secrets.pgPassword, logger) };
}

/**
 * Kept on globalThis, not in this module: start.ts loads this file from source while the server runs from its bundle
 * (build/server-bundle.ts), which holds a second copy of this module (as server/web-app-build.ts).
 */
const SLOT = Symbol.for('offerwell.headStart');
const slots = globalThis as { [SLOT]?: { logger: Logger; foundations: Promise<Foundations> } };

/**
 * `npm start` (start.ts) begins opening the database before it loads the server's code: on a fresh clone the
 * server's bundle is built and compiled first (~2–5 s), time in which PostgreSQL is initialised and started (~1.5 s)
 * instead of after it (issue 31 item 7). An environment that does not parse starts nothing here: server/main.ts
 * reports it.
 */
export function headStart(): void {
  let env: Env;
  try {
    env = loadEnv();
  } catch {
    return;
  }
  const logger = createLogger({ level: env.LOG_LEVEL });
  const foundations = openFoundations(env, logger);
  // Never an unhandled rejection before the server takes it: startServer awaits it and fails the start.
  foundations.catch(() => undefined);
  slots[SLOT] = { logger, foundations };
}

/**
 * The logger headStart made, for the server to log with as well: one logger (and on a terminal one pretty-printing
 * worker) per process, not two.
 */
export const headStartLogger = (): Logger | undefined => slots[SLOT]?.logger;

/** What headStart began, once: the first server started in this process takes it over; others open their own. */
export function takeHeadStart(): Promise<Foundations> | undefined {
  const started = slots[SLOT];
  delete slots[SLOT];
  return started?.foundations;
}
