/**
 * `npm start`: builds the SPA only when its inputs changed since dist/ was built (build/build-inputs.ts), then runs
 * the server in this same process. A restart with nothing changed goes straight to the server; the build a start
 * runs compresses its files at a fast level (OFFERWELL_PRECOMPRESS=fast), leaving the maximum level to
 * `npm run build` (decision 0562).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildInputsHash, readStamp } from './build-inputs.ts';

const root = process.cwd();
const distDir = path.join(root, 'dist');
const started = performance.now();
const hash = await buildInputsHash(root);
if ((await readStamp(distDir)) === hash) {
  console.log(`Web app unchanged since its last build: build skipped (${Math.round(performance.now() - started)} ms)`);
} else {
  console.log('Building the web app (its sources changed since dist/ was built)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, OFFERWELL_PRECOMPRESS: process.env.OFFERWELL_PRECOMPRESS ?? 'fast' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  console.log(`Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await import('../server/main.ts');
