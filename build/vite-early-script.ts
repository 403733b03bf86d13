import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { finishedBundle, pageFileName } from './vite-page-copies.ts';

/** A script some pages run before the app's entry, from a module of the app bundled alone. */
export interface EarlyScript {
  /** Pages whose copy of index.html (build/vite-page-preloads.ts) loads it, e.g. /consumer/marketplace. */
  readonly paths: readonly string[];
  /** Its module, relative to the project root. */
  readonly module: string;
}

/** The module and what it imports in one small minified ES module: none of the app's chunks, none of its runtime. */
export async function bundleEarlyScript(file: string): Promise<string> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${file}`);
  return output.text;
}

/**
 * The page with a module script for `file` ahead of its first: module scripts run in document order, and this one,
 * first and small, arrives first, so it runs while the others still download.
 */
export function withEarlyScript(html: string, file: string): string {
  const first = html.indexOf('<script type="module"');
  if (first < 0) throw new Error('the page has no module script to run before');
  return `${html.slice(0, first)}<script type="module" crossorigin src="/${file}"></script>\n    ${html.slice(first)}`;
}

/**
 * Adds the early script to the copies of index.html written for its pages (listed after `pagePreloads` in
 * vite.config.ts, whose copies it finds in the bundle), and writes it under assets/ with its content's hash, as the
 * build names its chunks (the server caches those for good). A build without those copies (the bench's stack floor,
 * built with this config from another root) is left alone.
 */
export function earlyScript(script: EarlyScript): Plugin {
  return finishedBundle('offerwell-early-script', async (emit, bundle, root) => {
    const pages = script.paths.map((page) => bundle[pageFileName(page)]);
    if (!pages.some((page) => page?.type === 'asset')) return;
    const code = await bundleEarlyScript(path.resolve(root, script.module));
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
    const fileName = `assets/${path.basename(script.module).replace(/\.tsx?$/, '')}-${hash}.js`;
    emit(fileName, code);
    for (const page of pages) {
      if (page?.type === 'asset') page.source = withEarlyScript(String(page.source), fileName);
    }
  });
}
