import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/** A copy of the built index.html and the paths it answers (written as <path>/index.html, which the server serves). */
export interface PageCopy {
  readonly paths: readonly string[];
  readonly source: string;
}

/**
 * A build plugin writing copies of the built index.html for single paths (build/vite-prerender.ts, build/vite-page-preloads.ts):
 * `copies` gets the built page, the bundle and the project root once the bundle is complete.
 */
export function pageCopies(
  name: string,
  copies: (template: string, bundle: Rollup.OutputBundle, root: string) => PageCopy[] | Promise<PageCopy[]>,
): Plugin {
  let root = process.cwd();
  return {
    name,
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        for (const copy of await copies(String(index.source), bundle, root)) {
          for (const path of copy.paths) {
            this.emitFile({
              type: 'asset',
              fileName: `${path.replace(/^\/|\/$/g, '')}/index.html`,
              source: copy.source,
            });
          }
        }
      },
    },
  };
}

/**
 * The function `name` exported by `module` (a file of the app, run at build time), or undefined when the build's root
 * has no such file: the bench's stack floor is built with this config from another root.
 *
 * The module is bundled whole by esbuild (its packages too) and the bundle imported: loading it through tsx, as
 * before, sent each of Chakra's and React's ~1,000 files through tsx's loader hooks, ~7 CPU-s of a ~18 CPU-s build
 * against ~3 for the bundle and its render (decision 0791). esbuild is the transform tsx uses, so the module runs
 * the same code. React's production build, as in the bundle the browser gets.
 */
export async function buildTimeExport<F>(root: string, module: string, name: string): Promise<F | undefined> {
  const file = path.resolve(root, module);
  if (!existsSync(file)) return undefined;
  const { build } = await import('esbuild');
  const dir = await mkdtemp(path.join(tmpdir(), 'offerwell-build-time-'));
  try {
    const outfile = path.join(dir, 'module.mjs');
    await build({
      absWorkingDir: root,
      entryPoints: [file],
      outfile,
      bundle: true,
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
    const loaded = (await import(pathToFileURL(outfile).href)) as Record<string, F | undefined>;
    const found = loaded[name];
    if (!found) throw new Error(`${module} has no export ${name}`);
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
