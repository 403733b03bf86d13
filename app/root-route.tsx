import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../features/general/general-pages.tsx';
import type { AppServices } from '../features/session/services.ts';

/**
 * The root of the route tree, in a module of its own: the base routes (app/router.tsx) and the console trees
 * (app/console-tree.tsx, loaded on the first visit to a console) both hang from it, typed, so the registered router
 * knows every path (a `Link` to a route that does not exist fails typecheck).
 */
export const rootRoute = createRootRouteWithContext<AppServices>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
