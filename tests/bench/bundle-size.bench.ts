/**
 * JavaScript a browser downloads to show the consumer marketplace entry (/consumer/marketplace), from the
 * production build: the entry chunk, its static imports and the lazily loaded marketplace chunk, gzip level 9
 * (what the server's CDN or proxy would send). Peers: a minimal TanStack Router app is about 90 KB gzip, so the goal
 * of issue 17 is ≤ 200 KB; and, built in the same run, the stack floor (tests/bench/stack-floor: the mandated
 * React + Chakra + TanStack + XState stack with one trivial screen), which no screen of this app can weigh less than.
 * Runs `vite build` with a manifest into a temporary directory.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 200;
const PEER_KB = 90;
const outDir = path.join(tmpdir(), `offerwell-bundle-${process.pid}`);
execFileSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--manifest', '--logLevel', 'error'],
  {
    stdio: 'inherit',
  },
);

interface Chunk {
  file: string;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
// The entry: every script the built index.html loads or preloads (vite.config.ts groups the entry's static imports
// into a few chunks, so the manifest no longer marks one chunk as the entry).
const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
if (entryFiles.length === 0) throw new Error('index.html loads no script');

const needed = new Set<string>();
const visit = (key: string) => {
  if (needed.has(key)) return;
  needed.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
for (const file of entryFiles) visit(byFile.get(file) ?? file);
const shellKey = Object.keys(manifest).find((key) => key.endsWith('consumer-shell.tsx'));
if (shellKey) visit(shellKey);

const sizes = [...needed].map((key) => {
  const file = manifest[key]?.file ?? key;
  const bytes = readFileSync(path.join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n: number) => (n / 1024).toFixed(1);
for (const size of sizes)
  console.log(`  ${size.file.padEnd(40)} ${kb(size.raw).padStart(8)} KB  ${kb(size.gzip).padStart(7)} KB gzip`);
const total = sizes.reduce((sum, size) => sum + size.gzip, 0);
console.log(
  `  consumer entry JavaScript: ${kb(total)} KB gzip = ${(total / 1024 / PEER_KB).toFixed(2)}× a minimal TanStack Router app (${PEER_KB} KB); goal ≤ ${GOAL_KB} KB`,
);
rmSync(outDir, { recursive: true, force: true });

const floorDir = path.join(tmpdir(), `offerwell-floor-${process.pid}`);
execFileSync(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'build',
    'tests/bench/stack-floor',
    '--config',
    'vite.config.ts',
    '--outDir',
    floorDir,
    '--logLevel',
    'silent',
  ],
  { stdio: 'inherit' },
);
const floorAssets = path.join(floorDir, 'assets');
const floor = readdirSync(floorAssets)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(floorAssets, file)), { level: 9 }).length, 0);
rmSync(floorDir, { recursive: true, force: true });
console.log(
  `  stack floor (React 19 + Chakra 3 + TanStack Router/Query + XState, one trivial screen): ${kb(floor)} KB gzip; consumer entry = ${(total / floor).toFixed(2)}× the floor, ${kb(total - floor)} KB of product code and other libraries`,
);
if (total / 1024 > GOAL_KB) {
  console.log(`  MISSED: ${kb(total)} KB gzip is above ${GOAL_KB} KB`);
  process.exitCode = 1;
}
