import { Skeleton, Stack } from '@chakra-ui/react';
import { type AnyRoute, createRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import type { Session } from '../api/session.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../domain/realms.ts';
import { requirePermission, requireSession } from '../features/session/guards.ts';
import type { AppServices } from '../features/session/services.ts';
import type { NavSpec } from '../kit/console-nav.ts';
import {
  applySearchUpdate,
  type ConsolePage,
  type NavigateSearch,
  type PageParams,
  type PageSearch,
  type PageTitle,
  type TypedConsolePage,
  tenantIdsOf,
} from '../kit/console-page.ts';
import { preloadPage } from '../kit/lazy-page.ts';
import { useLoadFailureToast } from '../kit/load-failure-toast.ts';
import { statechartBeforeLoad } from '../kit/statechart-url.ts';
import { useWords, type Words } from '../kit/words.ts';
import { lazyExport } from '../ui/lazy-component.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { ConsoleIntl } from './console-intl.tsx';
import type { rootRoute } from './root-route.tsx';

// The consoles load on first visit: the shell (drawer, navigation) and pages stay out of the consumer's download.
const ConsoleLayout = lazyExport(() => import('../features/session/console-layout.tsx'), 'ConsoleLayout');
const ConsolePageFrame = lazyExport(() => import('../features/session/console-page-frame.tsx'), 'ConsolePageFrame');
const ConsolePageError = lazyExport(() => import('../features/session/console-page-frame.tsx'), 'ConsolePageError');
const AccessDeniedPage = lazyExport(() => import('../features/session/access-denied-page.tsx'), 'AccessDeniedPage');

/** A page of a feature's page table (kit/console-page.ts; typed ones come from defineConsolePage). */
export type PageSpec = ConsolePage;

/** What the layout's beforeLoad adds to the router context for its pages. */
type PageRouteContext = AppServices & { readonly session: Session };

const NO_SEARCH: PageSearch = Object.freeze({});

/** /admin/console, /lender/console, /embedder/console. */
type ConsoleRoot = `${string}/console`;

/** The console's layout route: guards the session and puts it in the context of its pages. */
function createConsoleLayout<const Root extends ConsoleRoot>(
  parent: typeof rootRoute,
  root: Root,
  realm: ConsoleRealm,
  nav: readonly NavSpec[],
) {
  return createRoute({
    getParentRoute: () => parent,
    path: root,
    beforeLoad: async ({ context, location }) => ({
      session: (await requireSession(realm, { context, location })) as Session,
    }),
    component: () => (
      <ConsoleIntl>
        <ConsoleLayout realm={realm} nav={nav} />
      </ConsoleIntl>
    ),
  });
}

/** A declared page (kit/console-page.ts) as its typed route under `Layout`. */
type PageRoute<Layout extends AnyRoute, Page> =
  Page extends TypedConsolePage<infer Path, infer Search>
    ? ReturnType<typeof createPageRoute<Layout, Path, Search>>
    : never;
type PageRoutes<Layout extends AnyRoute, Pages extends readonly PageSpec[]> = {
  -readonly [Index in keyof Pages]: PageRoute<Layout, Pages[Index]>;
};

/**
 * Builds /{app}/console and its pages from a feature's page table: the layout guards the session, each page
 * guards its permission, validates its search, runs its loader, and renders its component with the page props
 * (pages without a component say they are not available yet). Each page is a typed route: its full path and
 * params reach `Link` and `navigate` through the registered router (app/router.tsx).
 */
export function createConsoleRoutes<
  const Root extends ConsoleRoot,
  const Pages extends readonly TypedConsolePage<string, PageSearch>[],
>(parent: typeof rootRoute, root: Root, realm: ConsoleRealm, pages: Pages, nav: readonly NavSpec[]) {
  const layout = createConsoleLayout(parent, root, realm, nav);
  const index = createRoute({
    getParentRoute: () => layout,
    path: '/',
    beforeLoad: () => {
      throw redirect({ href: REALM_ROUTES[realm].defaultLanding, replace: true });
    },
  });
  const unauthorized = createRoute({
    getParentRoute: () => layout,
    path: 'unauthorized',
    component: () => <AccessDeniedPage realm={realm} />,
  });
  // The map cannot keep each element's own type; PageRoutes says what it is, element by element.
  const pageRoutes = pages.map((page) => createPageRoute(layout, realm, page)) as unknown as PageRoutes<
    typeof layout,
    Pages
  >;
  return layout.addChildren([index, unauthorized, ...pageRoutes]);
}

function createPageRoute<Layout extends AnyRoute, const Path extends string, Search extends PageSearch>(
  layout: Layout,
  realm: ConsoleRealm,
  page: TypedConsolePage<Path, Search>,
) {
  const { validateSearch, loader } = page;
  const route = createRoute({
    getParentRoute: () => layout,
    path: page.path,
    // A page without a schema keeps no URL state: its component gets an empty search.
    // A schema that rejects the search (one without fallbacks) fails the route: its error component shows.
    validateSearch: (raw: Record<string, unknown>): Search =>
      (validateSearch ? v.parse(validateSearch, raw) : NO_SEARCH) as Search,
    beforeLoad: ({ context, location, preload }) => {
      const { session } = context as unknown as PageRouteContext;
      // A temporary password (admin-made) is replaced before anything else (002 §3 console user).
      const changePasswordPath = REALM_ROUTES[realm].changePasswordPath;
      if (session.passwordChangeRequired && changePasswordPath && page.path !== 'change-password') {
        throw redirect({ href: changePasswordPath, replace: true });
      }
      requirePermission(session, page.permission);
      // URL → machine: a page whose step is a statechart's (the product wizard, enrollment) asks the machine first.
      statechartBeforeLoad({ location, preload });
    },
    // The loader runs again when the search changes (another page of a list, a new filter).
    loaderDeps: ({ search }) => ({ search: pageSearchOf(page, search) }),
    loader: ({ context, params, deps }) => {
      if (!loader) return undefined;
      const { session, clients, queryClient } = context as unknown as PageRouteContext;
      return loader({
        session,
        client: clients[realm],
        queryClient,
        ...tenantIdsOf(session),
        params: params as PageParams,
        search: deps.search,
      });
    },
    // While the loader waits (a slow answer, or 5xx retries 5 s apart, 002 §9), the page's heading and a skeleton show.
    pendingComponent: () => <PagePending title={page.title} />,
    errorComponent: ({ error }) => (
      <PageLoadError title={page.title} message={page.loadFailure} toast={page.loadFailureToast} error={error} />
    ),
    // The page's code loads beside its loader (kit/lazy-page.ts): the router preloads a route component's `preload`.
    component: Object.assign(
      function ConsolePageRoute() {
        const params = route.useParams() as PageParams;
        const routeSearch = route.useSearch();
        const search = useMemo(() => pageSearchOf(page, routeSearch as PageSearch), [routeSearch]);
        const navigate = useNavigate();
        const say = useWords();
        const navigateSearch = useCallback<NavigateSearch<PageSearch>>(
          (update, options) =>
            void navigate({
              to: '.',
              search: (previous: PageSearch) => applySearchUpdate(previous, update),
              replace: options?.replace ?? false,
            }),
          [navigate],
        );
        return (
          <ConsolePageFrame
            realm={realm}
            title={say(page.title)}
            component={page.component}
            params={params}
            search={search}
            navigateSearch={navigateSearch}
          />
        );
      },
      { preload: () => preloadPage(page.component) },
    ),
  });
  return route;
}

/**
 * The page's own search: its schema's output, or nothing. The router's search of a route also carries every URL
 * entry its parents did not validate, so the page reads it through its schema again (cheap, and memoised).
 */
function pageSearchOf(page: PageSpec, search: Record<string, unknown>): PageSearch {
  return page.validateSearch ? v.parse(page.validateSearch, search) : NO_SEARCH;
}

function PagePending({ title }: { title: PageTitle }) {
  const say = useWords();
  return (
    <Stack gap="4" aria-busy="true">
      <PageHeader title={say(title)} />
      <Skeleton height="64" />
    </Stack>
  );
}

function PageLoadError(props: {
  title: PageTitle;
  message: Words | undefined;
  toast?: boolean | undefined;
  error: unknown;
}) {
  const { error } = props;
  const router = useRouter();
  const say = useWords();
  const title = say(props.title);
  const message = props.message === undefined ? undefined : say(props.message);
  useLoadFailureToast(error, props.toast ? message : undefined);
  return <ConsolePageError title={title} message={message} error={error} onRetry={() => void router.invalidate()} />;
}
