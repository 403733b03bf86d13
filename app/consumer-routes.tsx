import { Spinner, Stack } from '@chakra-ui/react';
import { createRoute } from '@tanstack/react-router';
import { loadConsumerShell, warmConsents, warmMarketplace } from '../features/consumer/marketplace-warmup.ts';
import { RedeemJourneyProvider } from '../features/consumer/redeem/redeem-journey-chunk.ts';
import { isRedeemPath, REDEEM_PATHS } from '../features/consumer/redeem/redeem-paths.ts';
import { REGISTRATION_PATHS } from '../features/consumer/registration/registration-paths.ts';
import type { ConsumerPrefix } from '../features/consumer/workflow/navigation.ts';
import { isMarketplacePath, MARKETPLACE_PATHS } from '../features/consumer/workflow/route-paths.ts';
import { sessionUnlessPublic } from '../features/session/guards.ts';
import type { AppServices } from '../features/session/services.ts';
import { withPreload } from '../kit/lazy-page.ts';
import { statechartBeforeLoad } from '../kit/statechart-url.ts';
import { lazyExport } from '../ui/lazy-component.ts';
import type { rootRoute as AppRootRoute } from './root-route.tsx';

// The marketplace is its own chunk: the sign-in pages and the consoles never load it. The route component's
// `preload`, which the router awaits before it renders the route, is the chunk's: the shell then renders at once,
// with no Suspense fallback committed first (ui/lazy-component.ts: the signed-in marketplace's first paint waited
// ~230 ms for nothing behind one, issue 31 item 5).
const ConsumerShell = lazyExport(loadConsumerShell, 'ConsumerShell');

// What the router shows on a slow load (after its pendingMs) while it waits for the chunk and the first calls.
const Loading = () => (
  <Stack align="center" py="24">
    <Spinner size="lg" color="teal.600" aria-label="Loading" />
  </Stack>
);

/**
 * Starts what the shell's first paint on `path` waits for, beside the shell's chunk, not once it has run: the
 * marketplace's first calls; on a page of the redeem journey (a consumer coming back to it) the journey's chunk and
 * the consent request's call, which sits above it too (the journey's pages make calls of their own).
 */
function startFirstPaint({ queryClient, clients }: AppServices, prefix: ConsumerPrefix, path: string) {
  if (isMarketplacePath(path)) return warmMarketplace(queryClient, clients.consumer, prefix);
  if (!isRedeemPath(path)) return undefined;
  return Promise.all([RedeemJourneyProvider.preload(), warmConsents(queryClient, clients.consumer)]).then(
    () => undefined,
  );
}

/**
 * One signed-in layout per consumer variant (/consumer, /further) with a child route for every marketplace path of
 * 001 §2. The children render nothing themselves: the shell shows the screen of the router statechart's state, and
 * the statechart keeps the URL in step (kit/statechart-url.ts: a path the machine refuses is replaced by its own).
 */
export function createConsumerRoutes<const Prefix extends ConsumerPrefix>(
  rootRoute: typeof AppRootRoute,
  prefix: Prefix,
) {
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    id: `${prefix}-marketplace`,
    beforeLoad: async ({ context, location, preload, cause }) => {
      // Entering the marketplace, the shell's chunk downloads while the session is checked, not after (issue 17: no
      // serial chunk loads); moving between its pages needs neither again.
      const entering = cause === 'enter' && !preload;
      if (entering) void ConsumerShell.preload();
      // The error pages are public (001 §2): a signed-out visitor sees them without the marketplace behind them.
      const session = await sessionUnlessPublic('consumer', { context, location });
      if (!session) return { firstPaint: undefined };
      const firstPaint = entering
        ? startFirstPaint(context as AppServices, prefix, location.pathname.slice(prefix.length))
        : undefined;
      // URL → machine: the running marketplace router or redeem journey is asked for the page (refused: put back).
      statechartBeforeLoad({ location, preload });
      return { firstPaint };
    },
    // The shell's first paint waits for the consent request's call (answered or failed), which sits above the
    // screen: painted before it, the header and the screen's wait were pushed down by it a moment later (a layout
    // shift, issue 31 item 5). A page of the redeem journey waits for the journey's chunk too, so the journey's
    // wait is not shown first. The router holds the page meanwhile; the marketplace's screen follows in a transition.
    loader: ({ context }) => context.firstPaint,
    component: withPreload(ConsumerShell, () => <ConsumerShell prefix={prefix} />),
    pendingComponent: Loading,
  });
  // The paths come from the workflow catalogue at run time: typed as the prefix's own (`/consumer/…`), so a consumer
  // `Link` type-checks by its prefix and a console path is still refused. (A variable, not an argument: inside
  // addChildren's call the routes would be typed by its constraint, and lose their paths.)
  const pages = [...new Set([...MARKETPLACE_PATHS, ...REDEEM_PATHS])].map((path) =>
    createRoute({
      getParentRoute: () => layout,
      path: `${prefix}${path}` as `${Prefix}/${string}`,
      component: () => null,
    }),
  );
  return layout.addChildren(pages);
}

const RegistrationJourney = lazyExport(
  () => import('../features/consumer/registration/registration-journey.tsx'),
  'RegistrationJourneyProvider',
);

/**
 * The /further registration (welcome, registration/lookup, otp, confirm, offers/splash, loanamount,
 * redeem-linkaccount and its error pages): public, since it is how a consumer gets a session; its statechart keeps
 * each page behind the one before, so a signed-out visitor never reaches the signed-in steps.
 */
export function createFurtherRegistrationRoutes(rootRoute: typeof AppRootRoute) {
  const layout = createRoute({
    getParentRoute: () => rootRoute,
    id: 'further-registration',
    // URL → machine: a registration page other than the statechart's is put back to the statechart's page.
    beforeLoad: ({ location, preload }) => statechartBeforeLoad({ location, preload }),
    component: withPreload(RegistrationJourney, () => <RegistrationJourney />),
    pendingComponent: Loading,
  });
  const pages = REGISTRATION_PATHS.map((path) =>
    createRoute({
      getParentRoute: () => layout,
      path: `/further${path}` as `/further/${string}`,
      component: () => null,
    }),
  );
  return layout.addChildren(pages);
}
