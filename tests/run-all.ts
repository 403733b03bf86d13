/**
 * `npm test`: every check, each timed, then one summary. The quick static checks and the build run side by side (a
 * group); the groups run in order and stop at the first failing one, so a broken typecheck does not hide behind a
 * long browser run; the summary still names what failed.
 */
import { spawn } from 'node:child_process';
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

// typecheck is one-threaded and waits on the disk part of its minute; lint, layering and the build fit beside it
// on two cores (issue 31 item 6: 86 s one after another, docs/performance.md). vitest and the browser suite each
// use both cores and run alone.
const groups: Stage[][] = [
  [
    { name: 'typecheck', command: 'tsc --noEmit -p tsconfig.json' },
    { name: 'lint', command: 'biome check .' },
    { name: 'layering', command: 'tsx tests/layers/check-layers.ts' },
    { name: 'build', command: 'vite build --logLevel warn' },
  ],
  [
    {
      name: 'vitest (unit + integration)',
      command: `vitest run --reporter=default --reporter=json --outputFile.json=${REPORTS}/vitest.json`,
    },
  ],
  [
    {
      name: 'e2e (playwright, chromium)',
      command: 'playwright test --reporter=list,json',
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/e2e.json` },
    },
  ],
];

interface Outcome {
  stage: Stage;
  status: number;
  seconds: string;
}

/**
 * Runs one stage. Alone it prints as it goes; beside others its output is kept and printed whole when it ends, so
 * the log reads one stage at a time.
 */
function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const child = spawn(stage.command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...stage.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!alone) console.log(`\n◀ ${stage.name} (${seconds}s)\n${Buffer.concat(output).toString()}`);
      resolve({ stage, status: code ?? 1, seconds });
    });
  });
}

const runStarted = performance.now();
const timings: string[] = [];
let stageFailure: { name: string; status: number } | undefined;
for (const group of groups) {
  const outcomes = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  for (const { stage, status, seconds } of outcomes) {
    timings.push(`${stage.name}: ${seconds}s${group.length > 1 ? ' (side by side)' : ''}`);
    if (status === 0) continue;
    console.error(`\n✖ ${stage.name} failed (exit ${status}) after ${seconds}s`);
    // The summary below still runs: it names the failed tests at the end of the output.
    stageFailure ??= { name: stage.name, status };
  }
  if (stageFailure) break;
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
console.log(`  all stages: ${((performance.now() - runStarted) / 1000).toFixed(1)}s`);
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
