import type { Plugin, Rollup } from 'vite';
import { resolvedConfig } from './vite-resolved.ts';

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
  return finishedBundle(name, async (emit, bundle, root) => {
    const index = bundle['index.html'];
    if (index?.type !== 'asset') return;
    for (const copy of await copies(String(index.source), bundle, root)) {
      for (const path of copy.paths) emit(pageFileName(path), copy.source);
    }
  });
}

/** Where the copy of index.html answering `path` is written (the server serves <path>/index.html). */
export const pageFileName = (path: string) => `${path.replace(/^\/|\/$/g, '')}/index.html`;

/**
 * A build plugin that works on the complete bundle, after every other plugin's own bundle work (Vite's index.html
 * and its chunks are final): `work` may add files (`emit`) and change the bundle's assets.
 */
export function finishedBundle(
  name: string,
  work: (
    emit: (fileName: string, source: string) => void,
    bundle: Rollup.OutputBundle,
    root: string,
  ) => void | Promise<void>,
): Plugin {
  const config = resolvedConfig();
  return {
    name,
    apply: 'build',
    enforce: 'post',
    ...config.hook,
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        await work((fileName, source) => this.emitFile({ type: 'asset', fileName, source }), bundle, config.root());
      },
    },
  };
}
