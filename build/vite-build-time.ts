import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { resolvedConfig } from './vite-resolved.ts';

/** One esbuild run's output: each module (absolute path) → its entry file, in a temporary directory. */
interface Bundled {
  readonly dir: string;
  readonly entries: ReadonlyMap<string, string>;
}

/** The bundle buildTimeModules started for a build's root, awaited by buildTimeExport. */
const started = new Map<string, Promise<Bundled>>();

/**
 * Bundles `files` (absolute paths) with esbuild, their packages too, into one directory: the modules share React and
 * Chakra, which a split build parses and links once. React's production build, as in the bundle the browser gets.
 */
async function bundle(root: string, files: readonly string[]): Promise<Bundled> {
  const { build } = await import('esbuild');
  const dir = await mkdtemp(path.join(tmpdir(), 'offerwell-build-time-'));
  const names = files.map((_, index) => `module-${index}`);
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(files.map((file, index) => [names[index], file])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Shared code in chunks of its own only for several modules: one module's bundle is one file, dynamic imports
    // inlined, so nothing is left to load from the directory once it is removed.
    splitting: files.length > 1,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
    // CommonJS packages in an ES module bundle call require() for Node's own modules.
    banner: {
      js: "import { createRequire as offerwellRequire } from 'node:module'; const require = offerwellRequire(import.meta.url);",
    },
  });
  return { dir, entries: new Map(files.map((file, index) => [file, path.join(dir, `${names[index]}.mjs`)])) };
}

/**
 * Starts bundling the app modules the build runs in Node (buildTimeExport: the theme's global CSS, the prerendered
 * sign-in page) when the build starts, in one esbuild run: it overlaps Rolldown's transforms instead of following the
 * bundle, and React and Chakra are bundled once for both (issue 31 item 7: a fresh clone's first start waits for the
 * build). Modules missing from the root are left out: the bench's stack floor is built with this config elsewhere.
 */
export function buildTimeModules(modules: readonly string[]): Plugin {
  const config = resolvedConfig();
  return {
    name: 'offerwell-build-time-modules',
    apply: 'build',
    ...config.hook,
    buildStart() {
      const root = config.root();
      const files = modules.map((module) => path.resolve(root, module)).filter((file) => existsSync(file));
      const run = bundle(root, files);
      // Awaited by buildTimeExport; a failure surfaces there, not as an unhandled rejection before it.
      run.catch(() => undefined);
      started.set(root, run);
    },
    async closeBundle() {
      const run = started.get(config.root());
      started.delete(config.root());
      const done = await run?.catch(() => undefined);
      if (done) await rm(done.dir, { recursive: true, force: true });
    },
  };
}

/**
 * The function `name` exported by `module` (a file of the app, run at build time), or undefined when the build's root
 * has no such file. The module comes from the bundle buildTimeModules started; one it did not name is bundled alone.
 * Bundled rather than loaded through tsx: through tsx each of Chakra's and React's ~1,000 files went through its loader
 * hooks, ~7 CPU-s of a ~18 CPU-s build (decision 0791). esbuild is the transform tsx uses, so the module runs the same
 * code.
 */
export async function buildTimeExport<F>(root: string, module: string, name: string): Promise<F | undefined> {
  const file = path.resolve(root, module);
  if (!existsSync(file)) return undefined;
  const shared = await started.get(root);
  const own = shared?.entries.has(file) ? undefined : await bundle(root, [file]);
  try {
    const entry = (own ?? shared)?.entries.get(file) ?? '';
    const loaded = (await import(pathToFileURL(entry).href)) as Record<string, F | undefined>;
    const found = loaded[name];
    if (!found) throw new Error(`${module} has no export ${name}`);
    return found;
  } finally {
    if (own) await rm(own.dir, { recursive: true, force: true });
  }
}
