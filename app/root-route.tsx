import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { ConsumerIntl } from '../features/consumer/i18n/consumer-intl.tsx';
import { isConsumerPage } from '../features/consumer/i18n/locale-store.ts';
import { NotFoundPage } from '../features/general/general-pages.tsx';
import type { AppServices } from '../features/session/services.ts';

/**
 * The root of the route tree, in a module of its own: the base routes (app/router.tsx) and the console trees
 * (app/*-console-tree.tsx, each loaded on the first visit to its console) both hang from it, typed, so the
 * registered router knows every path (a `Link` to a route that does not exist fails typecheck).
 */
/** The consumer pages speak the consumer's language; the consoles stay English (their words are the defaults). */
function RootLayout() {
  const consumer = useRouterState({ select: (state) => isConsumerPage(state.location.pathname) });
  return (
    <ConsumerIntl english={!consumer}>
      <Outlet />
    </ConsumerIntl>
  );
}

export const rootRoute = createRootRouteWithContext<AppServices>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
