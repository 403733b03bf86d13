/** `npm run bench`: every benchmark in turn, each printing its figures as ratios against its named peers. */
import { spawnSync } from 'node:child_process';

const BENCHES = ['tests/bench/engine.bench.ts', 'tests/bench/offers-endpoint.bench.ts'];
const extraArgs = process.argv.slice(2);

for (const bench of BENCHES) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync('tsx', ['--expose-gc', bench, ...extraArgs], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
