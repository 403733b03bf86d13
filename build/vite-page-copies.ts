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
  const config = resolvedConfig();
  return {
    name,
    apply: 'build',
    enforce: 'post',
    ...config.hook,
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        for (const copy of await copies(String(index.source), bundle, config.root())) {
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
