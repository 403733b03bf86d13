import path from 'node:path';
import type { Plugin } from 'vite';
import { pageCopies } from './vite-page-copies.ts';

/** A page that needs a lazily loaded module at once: its own copy of index.html preloads that module's chunks. */
export interface PagePreload {
  /** Paths the copy answers, e.g. /consumer/marketplace (written as <path>/index.html, which the server serves). */
  readonly paths: readonly string[];
  /** The lazily loaded module (a dynamic import's target), relative to the project root. */
  readonly module: string;
}

interface Output {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly imports?: readonly string[];
}

/** The chunk a dynamic import of `moduleId` loads, then what it imports statically, each once. */
export function chunksOf(bundle: Readonly<Record<string, Output>>, moduleId: string): string[] {
  const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === moduleId);
  if (!entry) throw new Error(`the build has no chunk for ${moduleId}`);
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  visit(entry.fileName);
  return files;
}

/** index.html with a modulepreload for each of `files` the page does not load already. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * Writes, for each page, a copy of index.html that preloads the page's lazily loaded chunks beside the entry's:
 * the browser fetches them while it runs the entry instead of after (issue 17: the signed-in marketplace, where a
 * phone otherwise waits two more round trips — the chunk and its imports — before the first screen's calls start).
 */
export function pagePreloads(pages: readonly PagePreload[]): Plugin {
  return pageCopies('offerwell-page-preloads', (template, bundle, root) =>
    pages.flatMap((page) => {
      const moduleId = path.resolve(root, page.module);
      // Only the app's own build (the bench's stack floor is built with this config from another root).
      const built = Object.values(bundle).some(
        (output) => output.type === 'chunk' && output.facadeModuleId === moduleId,
      );
      return built ? [{ paths: page.paths, source: withPreloads(template, chunksOf(bundle, moduleId)) }] : [];
    }),
  );
}
