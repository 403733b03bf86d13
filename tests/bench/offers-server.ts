/**
 * The server under test for offers-endpoint.bench.ts, run as its own process so the load generator does not share
 * its event loop: the real startServer (embedded Postgres, migrations, demo seed) plus a hello-world peer route
 * behind the same /api middleware, and a bare Hono hello-world on a port of its own in the same process (the peer
 * that prices the middleware; beside it the same answer with the API's headers and no middleware). Prints `READY <url> BARE <url>` when listening; SIGTERM shuts it down.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { loadEnv } from '../../server/env.ts';
import { API_ANSWER_HEADERS } from '../../server/http/complete-answer.ts';
import { jsonAnswer } from '../../server/http/register.ts';
import { createLogger } from '../../server/logger.ts';
import { startServer } from '../../server/start.ts';

const env = loadEnv({ ...process.env, PORT: process.env.PORT ?? '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const logger = createLogger({ level: env.LOG_LEVEL });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);

const running = await startServer(env, logger, {
  // Answered as every api/ endpoint answers (route()'s jsonAnswer, its length declared), behind the same middleware.
  extraApiRoutes: (api) => api.get('/bench/hello', (c) => jsonAnswer(c, { hello: 'world' })),
});
const HELLO = JSON.stringify({ hello: 'world' });
// The second bare route sends the headers every small API answer carries, written as a plain object the way
// completeAnswer writes them: what those bytes cost with no middleware at all, the ceiling of the /api hello-world.
const bareApp = new Hono()
  .get('/hello', (c) => c.json({ hello: 'world' }))
  .get(
    '/hello-with-api-headers',
    () => new Response(HELLO, { headers: { ...API_ANSWER_HEADERS, 'content-length': `${HELLO.length}` } }),
  );
const bare = await new Promise<Server>((resolve) => {
  const created = serve({ fetch: bareApp.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server));
});
const stop = () => {
  bare.close();
  void running.shutdown().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
const barePort = (bare.address() as AddressInfo).port;
console.log(`READY ${running.url.replace('localhost', '127.0.0.1')} BARE http://127.0.0.1:${barePort}`);
