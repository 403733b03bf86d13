import type { AnyRoute } from '@tanstack/react-router';
import { CONSOLE_REALMS, type ConsoleRealm } from '../domain/realms.ts';
import { adminNav, adminPages } from '../features/admin/admin-pages.ts';
import { embedderNav, embedderPages } from '../features/embedder/embedder-pages.ts';
import { lenderNav, lenderPages } from '../features/lender/lender-pages.ts';
import { registerConsoleRecipes } from '../ui/late-recipes.ts';
import { createConsoleRoutes } from './console-routes.tsx';

const CONSOLES: Readonly<Record<ConsoleRealm, Parameters<typeof createConsoleRoutes>[2]>> = {
  super: adminPages,
  fi: lenderPages,
  embedder: embedderPages,
};
const NAVS = { super: adminNav, fi: lenderNav, embedder: embedderNav } as const;

/**
 * /admin/console, /lender/console and /embedder/console with every page of their page tables. Loaded on the first
 * visit to a console (app/router.tsx): the page tables, their search schemas, loaders and the list kit they build on
 * stay out of the consumer's first download (issue 17, docs/performance.md).
 */
export function createConsoleTrees(rootRoute: AnyRoute): AnyRoute[] {
  // Before any console page renders: the recipes of the components only consoles use (ui/late-recipes.ts).
  registerConsoleRecipes();
  return CONSOLE_REALMS.map((realm) => createConsoleRoutes(rootRoute, realm, CONSOLES[realm], NAVS[realm]));
}
