import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import { type ComponentType, lazy } from 'react';
import type { Permissions } from '../domain/permissions.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../domain/realms.ts';
import type { NavSpec } from '../features/session/console-nav.ts';
import type { PageProps } from '../features/session/console-page-frame.tsx';
import { requirePermission, requireSession } from '../features/session/guards.ts';
import type { AppServices } from '../features/session/services.ts';

// The consoles load on first visit: the shell (drawer, navigation) and pages stay out of the consumer's download.
const ConsoleLayout = lazy(() =>
  import('../features/session/console-layout.tsx').then((m) => ({ default: m.ConsoleLayout })),
);
const ConsolePageFrame = lazy(() =>
  import('../features/session/console-page-frame.tsx').then((m) => ({ default: m.ConsolePageFrame })),
);
const AccessDeniedPage = lazy(() =>
  import('../features/session/access-denied-page.tsx').then((m) => ({ default: m.AccessDeniedPage })),
);

export interface PageSpec {
  readonly path: string;
  readonly title: string;
  readonly permission?: Permissions;
  readonly component?: ComponentType<PageProps>;
}

/**
 * Builds /{app}/console and its pages from a feature's page table: the layout guards the session, each page
 * guards its permission, and pages without a component say they are not available yet.
 */
export function createConsoleRoutes(
  parent: AnyRoute,
  realm: ConsoleRealm,
  pages: readonly PageSpec[],
  nav: readonly NavSpec[],
) {
  const root = `${REALM_ROUTES[realm].appPaths[0]}/console`;
  const layout = createRoute({
    getParentRoute: () => parent,
    path: root,
    beforeLoad: async ({ context, location }) => ({
      session: await requireSession(realm, { context: context as AppServices, location }),
    }),
    component: () => <ConsoleLayout realm={realm} nav={nav} />,
  });
  const index = createRoute({
    getParentRoute: () => layout,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: REALM_ROUTES[realm].defaultLanding, replace: true });
    },
  });
  const unauthorized = createRoute({
    getParentRoute: () => layout,
    path: 'unauthorized',
    component: () => <AccessDeniedPage realm={realm} />,
  });
  const pageRoutes = pages.map((page) =>
    createRoute({
      getParentRoute: () => layout,
      path: page.path,
      beforeLoad: ({ context }) => {
        const { session } = context as unknown as { session: Parameters<typeof requirePermission>[0] };
        requirePermission(session, page.permission);
      },
      component: () => <ConsolePageFrame realm={realm} title={page.title} component={page.component} />,
    }),
  );
  return layout.addChildren([index, unauthorized, ...pageRoutes]);
}
