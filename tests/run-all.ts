/**
 * `npm test`: every check in order, each timed, then one summary. Stops at the first failing stage so a
 * broken typecheck does not hide behind a long browser run; the summary still names what failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

interface Stage {
  name: string;
  command: string;
  env?: Record<string, string>;
}

const REPORTS = 'test-results/reports';
// A report left by an earlier run must not be counted as this run's.
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const stages: Stage[] = [
  { name: 'typecheck', command: 'tsc --noEmit -p tsconfig.json' },
  { name: 'lint', command: 'biome check .' },
  { name: 'layering', command: 'tsx tests/layers/check-layers.ts' },
  {
    name: 'vitest (unit + integration)',
    command: `vitest run --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest.json`,
  },
  // The browser suite's build: brotli at quality 11 is ~12 CPU-s of it, and no test reads the compression level; the
  // benches that measure bytes build their own (decision 0804).
  { name: 'build', command: 'vite build --logLevel warn', env: { OFFERWELL_PRECOMPRESS: 'fast' } },
  {
    name: 'e2e (playwright, chromium)',
    command: 'playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
  },
];

const timings: string[] = [];
let stageFailure: { name: string; status: number } | undefined;
for (const stage of stages) {
  const started = performance.now();
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const result = spawnSync(stage.command, { shell: true, stdio: 'inherit', env: { ...process.env, ...stage.env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${stage.name}: ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${stage.name} failed (exit ${result.status}) after ${seconds}s`);
    // The summary below still runs: it names the failed tests at the end of the output.
    stageFailure = { name: stage.name, status: result.status || 1 };
    break;
  }
}

interface VitestReport {
  testResults: { name: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

const counts = { unit: [0, 0], integration: [0, 0], e2e: [0, 0] } as Record<string, [number, number]>;
// Named again at the very end: CI shows only the tail of a long run, where a stage's own report has scrolled away.
const failures: string[] = [];
if (existsSync(`${REPORTS}/vitest.json`)) {
  const report = JSON.parse(readFileSync(`${REPORTS}/vitest.json`, 'utf8')) as VitestReport;
  for (const file of report.testResults) {
    const kind = /\/(server|tests\/integration)\//.test(file.name) ? 'integration' : 'unit';
    const bucket = counts[kind] as [number, number];
    for (const assertion of file.assertionResults) {
      if (assertion.status === 'passed') bucket[0]++;
      else if (assertion.status === 'failed') {
        bucket[1]++;
        const reason = assertion.failureMessages?.[0]?.split('\n')[0]?.slice(0, 200) ?? '';
        failures.push(`${path.relative(process.cwd(), file.name)} › ${assertion.fullName}\n      ${reason}`);
      }
    }
  }
}
if (existsSync(`${REPORTS}/e2e.json`)) {
  const { stats } = JSON.parse(readFileSync(`${REPORTS}/e2e.json`, 'utf8')) as PlaywrightReport;
  counts.e2e = [stats.expected + stats.flaky, stats.unexpected];
}

console.log('\nTimings:');
for (const line of timings) console.log(`  ${line}`);
console.log('Tests:');
let passed = 0;
let failed = 0;
for (const [kind, [ok, bad]] of Object.entries(counts)) {
  console.log(`  ${kind}: ${ok} passed, ${bad} failed`);
  passed += ok;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);
if (failures.length > 0) console.log(`Failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
// A kind that ran nothing means a broken runner or config, not a green build.
const empty = Object.entries(counts).filter(([, [ok, bad]]) => ok + bad === 0);
if (stageFailure) {
  console.error(`✖ stopped at ${stageFailure.name}`);
  process.exit(stageFailure.status);
}
if (empty.length > 0) console.error(`No tests ran for: ${empty.map(([kind]) => kind).join(', ')}`);
process.exit(failed > 0 || empty.length > 0 ? 1 : 0);
