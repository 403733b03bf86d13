/**
 * GET /api/consumers/current/offers under load (issues 4, 31): autocannon, 100 connections, against two peers in
 * the same process and the same run: a hello-world route behind the whole /api middleware, and a bare Hono
 * hello-world (its own port, no middleware), which prices the middleware itself; a third line, the bare hello-world
 * with the fourteen headers an API answer carries, shows what those bytes alone cost (not a goal). The server runs in a child process
 * (tests/bench/offers-server.ts) on a fresh embedded database seeded with the demo campaign; the consumer is
 * DEMO-1001, whose offers span every category. Every request says what a browser says (Accept-Encoding), so the
 * answer's compression is paid as a browser makes it paid. The three runs are interleaved over rounds and each
 * figure is the mean of its rounds, so a noisy neighbour slows all three alike.
 * Options: --duration seconds (BENCH_DURATION, default 10), --connections (BENCH_CONNECTIONS, default 100),
 * --rounds (BENCH_ROUNDS, default 2).
 */
import { mkdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startOffersServer } from './offers-server-child.ts';
import { rssMb } from './process-memory.ts';

const option = (name: string, environment: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  const value = Number(index >= 0 ? process.argv[index + 1] : (process.env[environment] ?? fallback));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const duration = option('duration', 'BENCH_DURATION', 10);
const connections = option('connections', 'BENCH_CONNECTIONS', 100);
const rounds = option('rounds', 'BENCH_ROUNDS', 2);
/** Issue 31's goals: offers against the /api hello-world, the /api hello-world against bare Hono, offers' p99. */
const GOAL_OFFERS_RATIO = 0.8;
const GOAL_MIDDLEWARE_RATIO = 0.8;
const GOAL_P99_MS = 20;
/** What a browser sends; the answers' compression is part of what a call costs. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

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

interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

async function load(target: Target): Promise<Figures> {
  const result = await autocannon({ url: target.url, connections, duration, headers: target.headers });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The rounds of one target as one line: mean rate, the worst round's p99 and p50, every failure counted. */
function merge(runs: Figures[]): Figures {
  const [first] = runs;
  if (!first) throw new Error('no runs');
  return {
    name: first.name,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    p50: Math.max(...runs.map((run) => run.p50)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

const rate = (run: Figures) => Math.round(run.requestsPerSecond).toLocaleString('en-US').padStart(8);

/** One goal's line: the figure against its named peer, MET or MISSED. */
function goal(label: string, value: number, met: boolean, target: string): boolean {
  console.log(`  ${label.padEnd(58)} ${value.toFixed(2).padStart(6)}  (goal ${target})  ${met ? 'MET' : 'MISSED'}`);
  return met;
}

// Not mkdtemp: its 0700 mode keeps out the unprivileged user embedded Postgres runs as under root.
const dataDir = path.join(tmpdir(), `offerwell-bench-${process.pid}`);
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true, mode: 0o755 });
const { child, url, bareUrl } = await startOffersServer(dataDir);
try {
  const jwt = await signIn(url);
  const offersUrl = `${url}/api/consumers/current/offers`;
  const probe = await fetch(offersUrl, { headers: { authorization: `Bearer ${jwt}` } });
  const offers = (await probe.json()) as unknown[];
  if (!probe.ok || !Array.isArray(offers)) throw new Error(`offers probe failed: ${probe.status}`);
  console.log(
    `server ${url}; DEMO-1001 has ${offers.length} offers; ${connections} connections, ${rounds} × ${duration} s each;` +
      ` load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const targets: Target[] = [
    { name: 'bare Hono hello-world (same process)', url: `${bareUrl}/hello`, headers: BROWSER_HEADERS },
    { name: 'hello-world GET /api/bench/hello', url: `${url}/api/bench/hello`, headers: BROWSER_HEADERS },
    {
      name: "bare Hono, the API answer's headers",
      url: `${bareUrl}/hello-with-api-headers`,
      headers: BROWSER_HEADERS,
    },
    {
      name: 'GET /api/consumers/current/offers',
      url: offersUrl,
      headers: { ...BROWSER_HEADERS, authorization: `Bearer ${jwt}` },
    },
  ];
  // Warm every path (JIT, pool connections) before measuring.
  for (const target of targets)
    await autocannon({ url: target.url, connections, duration: 2, headers: target.headers });
  const runs: Figures[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) runs[index]?.push(await load(target));
  }
  const [bare, hello, bareWithHeaders, offersRun] = runs.map(merge) as [Figures, Figures, Figures, Figures];
  for (const run of [bare, hello, bareWithHeaders, offersRun]) {
    console.log(
      `  ${run.name.padEnd(38)} ${rate(run)} req/s   p50 ${run.p50} ms   p99 ${run.p99} ms` +
        `   non-2xx ${run.non2xx}   errors ${run.errors}`,
    );
  }
  const offersRatio = offersRun.requestsPerSecond / hello.requestsPerSecond;
  const middlewareRatio = hello.requestsPerSecond / bare.requestsPerSecond;
  const met = [
    goal('offers / hello-world through /api', offersRatio, offersRatio >= GOAL_OFFERS_RATIO, `≥ ${GOAL_OFFERS_RATIO}`),
    goal('offers p99 ms at 100 connections', offersRun.p99, offersRun.p99 <= GOAL_P99_MS, `≤ ${GOAL_P99_MS} ms`),
    goal(
      'hello-world through /api / bare Hono hello-world',
      middlewareRatio,
      middlewareRatio >= GOAL_MIDDLEWARE_RATIO,
      `≥ ${GOAL_MIDDLEWARE_RATIO}`,
    ),
  ];
  // Not a goal: the share of bare Hono's rate that the API answer's fourteen headers leave with no middleware at all.
  const headersRatio = bareWithHeaders.requestsPerSecond / bare.requestsPerSecond;
  console.log(`  (peer) bare Hono with the API answer's headers / bare Hono: ${headersRatio.toFixed(2)}`);
  if (offersRun.non2xx > 0 || offersRun.errors > 0) console.log('  MISSED: the offers run had failed requests');
  const memory = await rssMb(child.pid ?? 0);
  console.log(`  server memory after the runs: RSS ${memory.now.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`);
  if (met.includes(false) || offersRun.non2xx > 0 || offersRun.errors > 0) process.exitCode = 1;
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
