import { adminNav, adminPages } from '../features/admin/admin-pages.ts';
import { registerConsoleRecipes } from '../ui/late-recipes.ts';
import { createConsoleRoutes } from './console-routes.tsx';
import type { rootRoute as AppRootRoute } from './root-route.tsx';

/**
 * /admin/console with every page of its page table, loaded on the first visit to that console (app/router.tsx):
 * an admin's download carries neither the other consoles' page tables nor their loaders' queries.
 */
export function createAdminConsoleTree(rootRoute: typeof AppRootRoute) {
  // Before any console page renders: the recipes of the components only consoles use (ui/late-recipes.ts).
  registerConsoleRecipes();
  return createConsoleRoutes(rootRoute, '/admin/console', 'super', adminPages, adminNav);
}
