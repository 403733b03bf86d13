import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, version as esbuildVersion, type Plugin } from 'esbuild';
import { thinSourceMap } from './line-source-map.ts';

/**
 * `npm start` runs the server from one esbuild bundle of its own sources (packages stay external) instead of
 * loading ~500 TypeScript modules through tsx: a start spent about half its time resolving and transforming them
 * (decision 0563). The bundle is rebuilt only when one of the files it was made from changed.
 */

/** What the bundle's stamp records: the hash of its inputs, and which inputs those were (from esbuild's metafile). */
interface Stamp {
  hash: string;
  inputs: string[];
}

/**
 * Packages bundled with the sources rather than loaded from node_modules: pure JavaScript spread over hundreds of
 * small files, whose resolution alone took seconds of a start (drizzle-orm ~2.7 s under load). Every other package
 * stays external: native addons, and packages that read files beside their own.
 */
const BUNDLED_PACKAGES = /^drizzle-orm(\/|$)/;

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      BUNDLED_PACKAGES.test(specifier) ? undefined : { path: specifier, external: true },
    );
  },
};

/** Files that change every bundle without being one of its inputs. */
const ALWAYS_HASHED = ['package-lock.json', 'build/server-bundle.ts', 'build/line-source-map.ts'];

async function hashOf(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256').update(`${root}\0esbuild ${esbuildVersion}\0`);
  for (const file of [...ALWAYS_HASHED, ...inputs]) {
    const bytes = await readFile(path.join(root, file)).catch(() => null);
    hash.update(`${file}\0${bytes === null ? 'missing' : bytes.length}\0`);
    if (bytes) hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * Each module keeps its own `import.meta.url` (the migrations folder and the API's folder are found from it): the
 * bundle lives elsewhere, so the source file's address is written in its place.
 */
const ownMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
        loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * The bundle of `entry` (relative to root), built when missing or stale, as a file path to import. It is kept in
 * node_modules/.cache (packages resolve from there as from the sources), one folder per checkout: worktrees share
 * node_modules.
 */
export async function serverBundle(root: string, entry: string): Promise<{ file: string; built: boolean }> {
  const key = createHash('sha256').update(`${root}\0${entry}`).digest('hex').slice(0, 12);
  const dir = path.join(root, 'node_modules', '.cache', 'offerwell-server', key);
  const file = path.join(dir, 'server.mjs');
  const stampFile = path.join(dir, 'stamp.json');
  const stamp = JSON.parse(await readFile(stampFile, 'utf8').catch(() => 'null')) as Stamp | null;
  if (stamp && (await hashOf(root, stamp.inputs)) === stamp.hash) return { file, built: false };

  await mkdir(dir, { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources' text: without it the map is ~6× smaller, and Node reads and
    // parses it whole when the bundle loads (~0.15 s of every start on a quiet machine, 0.6 s under load; decision 0791).
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, ownMetaUrl],
  });
  await thinSourceMap(`${file}.map`);
  const inputs = Object.keys(result.metafile.inputs).sort();
  await writeFile(stampFile, JSON.stringify({ hash: await hashOf(root, inputs), inputs } satisfies Stamp));
  return { file, built: true };
}
