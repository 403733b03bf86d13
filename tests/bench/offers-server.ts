/**
 * The server under test for offers-endpoint.bench.ts, run as its own process so the load generator does not share
 * its event loop: the real startServer (embedded Postgres, migrations, demo seed) plus a hello-world peer route
 * behind the same /api middleware. Prints `READY <url>` when listening; SIGTERM shuts it down.
 */
import { loadEnv } from '../../server/env.ts';
import { createLogger } from '../../server/logger.ts';
import { startServer } from '../../server/start.ts';

const env = loadEnv({ ...process.env, PORT: process.env.PORT ?? '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const logger = createLogger({ level: env.LOG_LEVEL });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);

const running = await startServer(env, logger, {
  extraApiRoutes: (api) => api.get('/bench/hello', (c) => c.json({ hello: 'world' })),
});
const stop = () => void running.shutdown().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
console.log(`READY ${running.url.replace('localhost', '127.0.0.1')}`);
