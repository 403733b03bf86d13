import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import { lazy } from 'react';
import { CONSOLE_REALMS, type ConsoleRealm, GENERAL_PATHS, REALM_ROUTES } from '../domain/realms.ts';
import { adminNav, adminPages } from '../features/admin/admin-pages.ts';
import { ConsumerAuthPage } from '../features/consumer/consumer-auth-page.tsx';
import { ConsumerLoginPage } from '../features/consumer/consumer-login-page.tsx';
import { embedderNav, embedderPages } from '../features/embedder/embedder-pages.ts';
import { NetworkErrorPage, NotFoundPage, ServerErrorPage } from '../features/general/general-pages.tsx';
import { HomePage } from '../features/general/home-page.tsx';
import { lenderNav, lenderPages } from '../features/lender/lender-pages.ts';
import type { AppServices } from '../features/session/services.ts';
import { createConsoleRoutes } from './console-routes.tsx';
import { createConsumerRoutes, createFurtherRegistrationRoutes } from './consumer-routes.tsx';

/** Router context: the query client and one session actor and API client per realm (STYLE: context carries auth). */
// Console sign-in pages load on first visit, like the consoles themselves.
const ConsoleLoginPage = lazy(() =>
  import('../features/session/console-login-page.tsx').then((m) => ({ default: m.ConsoleLoginPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/session/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage })),
);

const rootRoute = createRootRouteWithContext<AppServices>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const page = (path: string, component: () => React.ReactNode) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

const CONSOLES: Readonly<Record<ConsoleRealm, Parameters<typeof createConsoleRoutes>[2]>> = {
  super: adminPages,
  fi: lenderPages,
  embedder: embedderPages,
};
const NAVS = { super: adminNav, fi: lenderNav, embedder: embedderNav } as const;

const consoleRoutes = CONSOLE_REALMS.flatMap((realm) => {
  const routes = REALM_ROUTES[realm];
  const appRoot = routes.appPaths[0] ?? '/';
  return [
    page(routes.loginPath, () => <ConsoleLoginPage realm={realm} />),
    page(routes.forgotPasswordPath ?? `${appRoot}/forgot-password`, () => <ForgotPasswordPage realm={realm} />),
    // /admin, /lender and /embedder alone open the console (which sends a signed-out user to sign in).
    createRoute({
      getParentRoute: () => rootRoute,
      path: appRoot,
      beforeLoad: () => {
        throw redirect({ to: routes.defaultLanding, replace: true });
      },
    }),
    createConsoleRoutes(rootRoute, realm, CONSOLES[realm], NAVS[realm]),
  ];
});

const routeTree = rootRoute.addChildren([
  page('/', HomePage),
  page(GENERAL_PATHS.notFound, NotFoundPage),
  page(GENERAL_PATHS.serverError, ServerErrorPage),
  page(GENERAL_PATHS.networkError, NetworkErrorPage),
  // The charts page lists every machine (an eager glob of machines/): its own chunk.
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/charts',
    component: lazyRouteComponent(() => import('../features/charts/charts-page.tsx'), 'ChartsPage'),
  }),
  page(REALM_ROUTES.consumer.unauthorizedRedirect, ConsumerAuthPage),
  page(REALM_ROUTES.consumer.loginPath, ConsumerLoginPage),
  page('/further/auth', ConsumerLoginPage),
  createConsumerRoutes(rootRoute, '/consumer'),
  createConsumerRoutes(rootRoute, '/further'),
  createFurtherRegistrationRoutes(rootRoute),
  ...consoleRoutes,
]);

export function createAppRouter(context: AppServices, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: false,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
