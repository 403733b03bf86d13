/** `npm run bench`: every benchmark in turn, each printing its figures as ratios against its named peers. */
import { spawnSync } from 'node:child_process';

const BENCHES = [
  'tests/bench/engine.bench.ts',
  'tests/bench/offers-endpoint.bench.ts',
  'tests/bench/start.bench.ts',
  'tests/bench/bundle-size.bench.ts',
  'tests/bench/redemption.bench.ts',
  'tests/bench/trace.bench.ts',
  'tests/bench/lighthouse.bench.ts',
];
const extraArgs = process.argv.slice(2);

for (const bench of BENCHES) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync('tsx', ['--expose-gc', bench, ...extraArgs], { stdio: 'inherit', shell: false });
  // A missed goal is reported and the run goes on, so every figure is printed; the exit code says it was missed.
  if (result.status !== 0) process.exitCode = result.status ?? 1;
}
