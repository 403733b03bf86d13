import { embedderNav, embedderPages } from '../features/embedder/embedder-pages.ts';
import { registerConsoleRecipes } from '../ui/late-recipes.ts';
import { createConsoleRoutes } from './console-routes.tsx';
import type { rootRoute as AppRootRoute } from './root-route.tsx';

/**
 * /embedder/console with every page of its page table, loaded on the first visit to that console (app/router.tsx):
 * an embedder user's download carries neither the other consoles' page tables nor their loaders' queries.
 */
export function createEmbedderConsoleTree(rootRoute: typeof AppRootRoute) {
  // Before any console page renders: the recipes of the components only consoles use (ui/late-recipes.ts).
  registerConsoleRecipes();
  return createConsoleRoutes(rootRoute, '/embedder/console', 'embedder', embedderPages, embedderNav);
}
