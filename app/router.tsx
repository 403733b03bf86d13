import {
  type AnyRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import * as v from 'valibot';
import { TOKEN_EXCHANGE_PAGE } from '../api/consumer-handoff.ts';
import { prescreenNoticeFor } from '../domain/compliance/prescreen-notice.ts';
import { CONSOLE_REALMS, type ConsoleRealm, GENERAL_PATHS, REALM_ROUTES } from '../domain/realms.ts';
import { ConsumerAuthPage } from '../features/consumer/consumer-auth-page.tsx';
import { ConsumerLoginPage } from '../features/consumer/consumer-login-page.tsx';
import { NetworkErrorPage, NotFoundPage, ServerErrorPage } from '../features/general/general-pages.tsx';
import type { AppServices } from '../features/session/services.ts';
import { chartSearchSchema } from '../kit/chart-search.ts';
import { lazyComponent, lazyExport } from '../ui/lazy-component.ts';
import type { ConsoleTrees } from './console-tree.tsx';
import { createConsumerRoutes, createFurtherRegistrationRoutes } from './consumer-routes.tsx';
import { rootRoute } from './root-route.tsx';

/** Router context: the query client and one session actor and API client per realm (STYLE: context carries auth). */
// What only the consoles and /charts load, named in a chunk of its own: its build-time file lists stay out of the
// consumer's entry (app/console-imports.tsx).
const consoleImports = () => import('./console-imports.tsx');
const ConsoleLoginPage = lazyComponent(async () => (await consoleImports()).consoleLoginPage());
// The public front door (`/`) is no consumer's first page: it loads on its own (issue 17 item 21, entry size).
const HomePage = lazyExport(() => import('../features/general/home-page.tsx'), 'HomePage');
const ForgotPasswordPage = lazyComponent(async () => (await consoleImports()).forgotPasswordPage());

const page = <const Path extends string>(path: Path, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

/** Every router made here: the console trees, once loaded, are added to each (tests make several). */
const routers = new Set<{ setRoutes: AppRouter['setRoutes']; buildRouteTree: AppRouter['buildRouteTree'] }>();
/** Each console's tree, loading or loaded, and the loaded ones in the order they came. */
const consoleTrees = new Map<ConsoleRealm, Promise<AnyRoute>>();
const loadedTrees = new Map<ConsoleRealm, AnyRoute>();

/**
 * A console's routes (app/{admin,lender,embedder}-console-tree.tsx) load on the first visit to that console: until
 * then it has one stand-in route, `/{app}/console/$`, which loads them, puts them in its place in the route tree of
 * every router, and opens the same address again, now matched by the console's own routes (issue 17: the consumer's
 * first download carries no page table; issue 31: a lender's carries no admin or embedder page table).
 */
function loadConsoleTree(realm: ConsoleRealm): Promise<AnyRoute> {
  let tree = consoleTrees.get(realm);
  if (!tree) {
    tree = consoleImports()
      .then(({ consoleTree }) => consoleTree(realm))
      .then((createTree) => {
        const route = createTree(rootRoute);
        loadedTrees.set(realm, route);
        const waiting = [...standIns].filter(([other]) => !loadedTrees.has(other)).map(([, standIn]) => standIn);
        rootRoute.addChildren([...typedBaseRoutes, ...waiting, ...loadedTrees.values()]);
        for (const router of routers) router.setRoutes(router.buildRouteTree());
        return route;
      });
    consoleTrees.set(realm, tree);
  }
  return tree;
}

const consoleStandIn = (realm: ConsoleRealm) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `${REALM_ROUTES[realm].appPaths[0]}/console/$`,
    beforeLoad: async ({ location, preload }) => {
      await loadConsoleTree(realm);
      if (preload) return;
      // Every router now has the console's routes instead of this one: the same address matches them.
      throw redirect({ href: location.href, replace: true });
    },
  });

/** A console's sign-in, forgot-password and bare app path (/admin, /lender, /embedder). */
function consoleEntryRoutes<Realm extends ConsoleRealm>(realm: Realm) {
  const routes = REALM_ROUTES[realm];
  return [
    // Not withPreload (kit/lazy-page.ts): handed to the router, the forgot-password page was drawn twice in two CI
    // runs, and the second drawing had lost what was typed into the first (session 33's note).
    page(routes.loginPath, () => <ConsoleLoginPage realm={realm} />),
    page(routes.forgotPasswordPath, () => <ForgotPasswordPage realm={realm} />),
    // /admin, /lender and /embedder alone open the console (which sends a signed-out user to sign in).
    createRoute({
      getParentRoute: () => rootRoute,
      path: routes.appPaths[0],
      beforeLoad: () => {
        throw redirect({ href: routes.defaultLanding, replace: true });
      },
    }),
  ] as const;
}
/** The long prescreen notice each offer of credit links to (decision 0610): public, outside the marketplace layout. */
const noticePage = <const Prefix extends '/consumer' | '/further'>(prefix: Prefix) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: `${prefix}/prescreen-notice/$bureau` as `${Prefix}/prescreen-notice/$bureau`,
    // A bureau the catalogue does not name is the app's one not-found page.
    beforeLoad: ({ params }) => {
      const { bureau } = params as { bureau: string };
      if (!prescreenNoticeFor(bureau.toUpperCase())) throw notFound();
    },
    component: lazyRouteComponent(
      () => import('../features/consumer/prescreen-notice-page.tsx'),
      'PrescreenNoticePage',
    ),
  });
const standIns = new Map<ConsoleRealm, AnyRoute>(CONSOLE_REALMS.map((realm) => [realm, consoleStandIn(realm)]));

export const typedBaseRoutes = [
  page('/', () => <HomePage />),
  page(GENERAL_PATHS.notFound, NotFoundPage),
  page(GENERAL_PATHS.serverError, ServerErrorPage),
  page(GENERAL_PATHS.networkError, NetworkErrorPage),
  // The charts page lists every machine (an eager glob of machines/): its own chunk.
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/charts',
    validateSearch: (raw: Record<string, unknown>) => v.parse(chartSearchSchema, raw),
    component: lazyRouteComponent(async () => (await consoleImports()).chartsPage(), 'ChartsPage'),
  }),
  page(REALM_ROUTES.consumer.unauthorizedRedirect, ConsumerAuthPage),
  page(REALM_ROUTES.consumer.loginPath, ConsumerLoginPage),
  page('/further/auth', ConsumerLoginPage),
  // The token-exchange sign-in (docs/decisions/0672): its own chunk, only partners' hand-off links open it.
  createRoute({
    getParentRoute: () => rootRoute,
    path: TOKEN_EXCHANGE_PAGE,
    component: lazyRouteComponent(() => import('../features/consumer/token-exchange-page.tsx'), 'TokenExchangePage'),
  }),
  noticePage('/consumer'),
  noticePage('/further'),
  createConsumerRoutes(rootRoute, '/consumer'),
  createConsumerRoutes(rootRoute, '/further'),
  createFurtherRegistrationRoutes(rootRoute),
  ...consoleEntryRoutes('super'),
  ...consoleEntryRoutes('fi'),
  ...consoleEntryRoutes('embedder'),
] as const;
const baseRoutes: AnyRoute[] = [...typedBaseRoutes, ...standIns.values()];
const routeTree = rootRoute.addChildren(baseRoutes);

/**
 * The route tree as the app knows it once the consoles have loaded: the base routes and the console trees (the
 * stand-ins are left out; they only hold the consoles' place). Type only: the console trees are not in the consumer's
 * download, yet every console path type-checks in `Link`, `navigate` and `redirect`.
 */
type AppRouteTree = ReturnType<typeof rootRoute.addChildren<[...typeof typedBaseRoutes, ...ConsoleTrees]>>;

export function createAppRouter(context: AppServices, history?: RouterHistory) {
  const router = createRouter({
    routeTree: routeTree as unknown as AppRouteTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
  routers.add(router);
  return router;
}
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
