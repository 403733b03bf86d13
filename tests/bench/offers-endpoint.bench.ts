/**
 * GET /api/consumers/current/offers under load (issue 4): autocannon, 100 connections, against a hello-world route
 * of the same server in the same run. The server runs in a child process (tests/bench/offers-server.ts) on a fresh
 * embedded database seeded with the demo campaign; the consumer is DEMO-1001, whose offers span every category.
 * Options: --duration seconds (BENCH_DURATION, default 10), --connections (BENCH_CONNECTIONS, default 100).
 */
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startOffersServer } from './offers-server-child.ts';

const option = (name: string, environment: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = Number(index >= 0 ? process.argv[index + 1] : (process.env[environment] ?? fallback));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const duration = option('duration', 'BENCH_DURATION', 10);
const connections = option('connections', 'BENCH_CONNECTIONS', 100);
const GOAL_RATIO = 0.4;
const GOAL_P99_MS = 50;

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/consumer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessCode: 'DEMO-1001', lastName: 'Garcia' }),
  });
  if (!answer.ok) throw new Error(`consumer sign-in failed: ${answer.status} ${await answer.text()}`);
  const session = (await answer.json()) as { jwt?: string };
  if (!session.jwt) throw new Error('consumer sign-in answered no jwt');
  return session.jwt;
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// Not mkdtemp: its 0700 mode keeps out the unprivileged user embedded Postgres runs as under root.
const dataDir = path.join(tmpdir(), `offerwell-bench-${process.pid}`);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true, mode: 0o755 });
const { child, url } = await startOffersServer(dataDir);
try {
  const jwt = await signIn(url);
  const offersUrl = `${url}/api/consumers/current/offers`;
  const probe = await fetch(offersUrl, { headers: { authorization: `Bearer ${jwt}` } });
  const offers = (await probe.json()) as unknown[];
  if (!probe.ok || !Array.isArray(offers)) throw new Error(`offers probe failed: ${probe.status}`);
  console.log(`server ${url}; DEMO-1001 has ${offers.length} offers; ${connections} connections, ${duration} s each`);

  // Warm both paths (JIT, pool connections) before measuring.
  await autocannon({ url: `${url}/api/bench/hello`, connections, duration: 2 });
  await autocannon({ url: offersUrl, connections, duration: 2, headers: { authorization: `Bearer ${jwt}` } });
  const hello = await load('hello-world GET /api/bench/hello', `${url}/api/bench/hello`);
  const offersRun = await load('GET /api/consumers/current/offers', offersUrl, { authorization: `Bearer ${jwt}` });

  for (const run of [hello, offersRun]) {
    console.log(
      `  ${run.name.padEnd(36)} ${Math.round(run.requestsPerSecond).toLocaleString('en-US').padStart(8)} req/s` +
        `   p50 ${run.p50} ms   p99 ${run.p99} ms   non-2xx ${run.non2xx}   errors ${run.errors}`,
    );
  }
  const ratio = offersRun.requestsPerSecond / hello.requestsPerSecond;
  console.log(
    `  offers / hello-world = ${ratio.toFixed(2)} (goal ≥ ${GOAL_RATIO}); offers p99 ${offersRun.p99} ms (goal ≤ ${GOAL_P99_MS} ms)`,
  );
  const failures = [
    offersRun.non2xx > 0 || offersRun.errors > 0 ? 'the offers run had failed requests' : '',
    ratio < GOAL_RATIO ? `ratio ${ratio.toFixed(2)} below ${GOAL_RATIO}` : '',
    offersRun.p99 > GOAL_P99_MS ? `p99 ${offersRun.p99} ms above ${GOAL_P99_MS} ms` : '',
  ].filter(Boolean);
  if (failures.length > 0) {
    console.log(`  MISSED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
