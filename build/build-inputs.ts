import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { resolvedConfig } from './vite-resolved.ts';

/** Everything the SPA build reads: its source folders, its config and the installed packages' lockfile. */
const INPUT_DIRS = ['app', 'features', 'machines', 'api', 'domain', 'kit', 'console', 'ui', 'build'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
/** Tests are never bundled: editing one must not cost a start its build. */
const NOT_AN_INPUT = /\.(test|spec)\.tsx?$/;
/** Beside dist/'s files: the hash of the inputs the build in it was made from, and how it was compressed. */
export const STAMP_FILE = '.build-inputs';

async function inputFiles(root: string): Promise<string[]> {
  const found: string[] = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || NOT_AN_INPUT.test(entry.name)) continue;
      found.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}

/**
 * sha256 over every input's path and bytes, and the VITE_ variables (read at build time): equal hashes, equal
 * builds. ~1,500 files, read in well under a second, against a build of 10 s or more.
 */
export async function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await inputFiles(root)) {
    const bytes = await readFile(path.join(root, file)).catch(() => null);
    hash.update(`${file}\0${bytes === null ? 'missing' : bytes.length}\0`);
    if (bytes) hash.update(bytes);
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort()) {
    hash.update(`${name}=${env[name]}\0`);
  }
  return hash.digest('hex');
}

/** The stamp dist/ carries, or null when it has none (never built, or built by a version without stamps). */
export async function readStamp(distDir: string): Promise<string | null> {
  return (await readFile(path.join(distDir, STAMP_FILE), 'utf8').catch(() => '')).trim() || null;
}

/**
 * Stamps every build (`npm run build` as well as a start's) with the hash of the inputs it read, taken when it
 * began; written only once it finished, so a stopped build leaves none (vite empties dist/ first) and the next start
 * builds again.
 */
export function buildStamp(): Plugin {
  const config = resolvedConfig();
  let hash: Promise<string> | undefined;
  return {
    name: 'offerwell-build-stamp',
    apply: 'build',
    ...config.hook,
    buildStart() {
      hash = buildInputsHash(config.root());
    },
    async closeBundle() {
      if (hash) await writeFile(path.join(config.outDir(), STAMP_FILE), `${await hash}\n`);
    },
  };
}
