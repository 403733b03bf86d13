import { adminNav, adminPages } from '../features/admin/admin-pages.ts';
import { embedderNav, embedderPages } from '../features/embedder/embedder-pages.ts';
import { lenderNav, lenderPages } from '../features/lender/lender-pages.ts';
import { registerConsoleRecipes } from '../ui/late-recipes.ts';
import { createConsoleRoutes } from './console-routes.tsx';
import type { rootRoute as AppRootRoute } from './root-route.tsx';

/**
 * /admin/console, /lender/console and /embedder/console with every page of their page tables. Loaded on the first
 * visit to a console (app/router.tsx): the page tables, their search schemas, loaders and the list kit they build on
 * stay out of the consumer's first download (issue 17, docs/performance.md). Its type is the registered router's
 * too (app/router.tsx), so every console path is known to `Link` and `navigate` before it loads.
 */
export function createConsoleTrees(rootRoute: typeof AppRootRoute) {
  // Before any console page renders: the recipes of the components only consoles use (ui/late-recipes.ts).
  registerConsoleRecipes();
  return [
    createConsoleRoutes(rootRoute, '/admin/console', 'super', adminPages, adminNav),
    createConsoleRoutes(rootRoute, '/lender/console', 'fi', lenderPages, lenderNav),
    createConsoleRoutes(rootRoute, '/embedder/console', 'embedder', embedderPages, embedderNav),
  ] as const;
}
export type ConsoleTrees = ReturnType<typeof createConsoleTrees>;
