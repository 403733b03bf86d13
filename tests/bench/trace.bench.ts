/**
 * Rule-trace latency (issue 33 item 1): the lender's "Why this offer" replays a consumer's decisions from the stored
 * bureau vector through the offer engine (server/offers/consumer-trace.ts). Each call reads the campaign's catalogue,
 * the consumer's bureau answer and stored offers from the real database (a bench server child: embedded PostgreSQL,
 * migrations, demo seed), compiles the engine and traces every product. Goal: p99 ≤ 20 ms per consumer × product.
 * Also printed: the whole call's p99 (all products of one consumer), the stricter figure a page waits for.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../../server/db/pool.ts';
import { DEMO_CAMPAIGNS } from '../../server/db/seed-campaign.ts';
import { DEMO_CONSUMERS } from '../../server/db/seed-consumers.ts';
import { mintAdminScope } from '../../server/http/tenant-scope.ts';
import { createLogger } from '../../server/logger.ts';
import { traceConsumer } from '../../server/offers/consumer-trace.ts';
import { startOffersServer } from './offers-server-child.ts';

const ROUNDS = 40;
const GOAL_P99_MS = 20;
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const dataDir = path.join(tmpdir(), `offerwell-trace-bench-${process.pid}`);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true, mode: 0o755 });
const { child } = await startOffersServer(dataDir);
const { databaseUrl } = JSON.parse(await readFile(path.join(dataDir, 'runtime.json'), 'utf8')) as {
  databaseUrl: string;
};
const pool = createPool(databaseUrl, createLogger({ level: 'silent', pretty: false }), 4);
const db = createDb(pool);
try {
  const people = DEMO_CONSUMERS.filter((demo) => demo.campaign === 'current');
  const campaign = DEMO_CAMPAIGNS.current.id;
  // Support's view: every product of the campaign, every value.
  const staff = mintAdminScope();
  // Warm-up: JIT, prepared plans, pool connections.
  for (const demo of people) await traceConsumer(db, staff, campaign, demo.id);
  const perCall: number[] = [];
  const perPair: number[] = [];
  let pairs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const demo of people) {
      const started = performance.now();
      const trace = await traceConsumer(db, staff, campaign, demo.id);
      const ms = performance.now() - started;
      const products = Math.max(1, trace?.products.length ?? 0);
      perCall.push(ms);
      perPair.push(ms / products);
      pairs += products;
    }
  }
  perCall.sort((a, b) => a - b);
  perPair.sort((a, b) => a - b);
  const p99 = quantile(perPair, 0.99);
  console.log(
    `${perCall.length} traces of ${people.length} demo consumers (${pairs} consumer × product pairs), database round trips included`,
  );
  console.log(
    `  whole call (all products)        p50 ${quantile(perCall, 0.5).toFixed(2)} ms   p99 ${quantile(perCall, 0.99).toFixed(2)} ms`,
  );
  console.log(
    `  per consumer × product           p50 ${quantile(perPair, 0.5).toFixed(2)} ms   p99 ${p99.toFixed(2)} ms`,
  );
  const ratio = p99 / GOAL_P99_MS;
  console.log(
    `  trace p99 / goal = ${ratio.toFixed(2)} (goal ≤ ${GOAL_P99_MS} ms per consumer × product): ${ratio <= 1 ? 'MET' : 'MISSED'}`,
  );
  if (ratio > 1) process.exitCode = 1;
} finally {
  await pool.end();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
