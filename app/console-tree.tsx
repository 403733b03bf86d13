import { createAdminConsoleTree } from './admin-console-tree.tsx';
import { createEmbedderConsoleTree } from './embedder-console-tree.tsx';
import { createLenderConsoleTree } from './lender-console-tree.tsx';
import type { rootRoute as AppRootRoute } from './root-route.tsx';

/**
 * /admin/console, /lender/console and /embedder/console together: the registered router's type (app/router.tsx), so
 * every console path is known to `Link` and `navigate` before any console loads, and the route tree the tests check.
 * The app itself loads each console's tree on its first visit, on its own (app/console-imports.tsx): the page
 * tables, their search schemas, loaders and the list kit stay out of the consumer's first download (issue 17), and
 * one console's out of another's (issue 31).
 */
export function createConsoleTrees(rootRoute: typeof AppRootRoute) {
  return [
    createAdminConsoleTree(rootRoute),
    createLenderConsoleTree(rootRoute),
    createEmbedderConsoleTree(rootRoute),
  ] as const;
}
export type ConsoleTrees = ReturnType<typeof createConsoleTrees>;
