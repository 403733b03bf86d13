import type { ComponentType, ReactNode } from 'react';
import { lazyComponent } from '../ui/lazy-component.ts';

/**
 * A console page's component, loaded when first opened (ui/lazy-component.ts), that the router starts loading beside the
 * page's loader: TanStack Router calls a route component's `preload` while it loads a match (app/console-routes.tsx
 * hands the page's on). Without it the screen's code was asked for only once the loader had answered, and on a slow
 * machine the loaded data was already stale (app/query-client.ts staleTime) when the screen mounted: a second fetch.
 */
export const lazyPage = lazyComponent;

/**
 * A route component drawing a lazily loaded component, with that component's `preload`, which TanStack Router awaits
 * before it renders the route: a first visit then shows no Suspense fallback, and so does not wait out React's
 * fallback throttle (ui/lazy-component.ts).
 */
export const withPreload = (lazy: { readonly preload: () => Promise<void> }, render: () => ReactNode) =>
  Object.assign(render, { preload: lazy.preload });

/** The page component's preload, when it has one (a lazyPage). */
export const preloadPage = (component: unknown): Promise<void> | undefined =>
  (component as { preload?: () => Promise<void> } | null)?.preload?.();

/** A component as lazyComponent takes it (React.lazy's own bound). */
// biome-ignore lint/suspicious/noExplicitAny: a page's props are its own.
type LazyComponent = ComponentType<any>;
/** The components a module exports, each a `lazyPage`. */
export type LazyPages<M> = {
  readonly [K in keyof M]: M[K] extends LazyComponent ? ReturnType<typeof lazyPage<M[K]>> : never;
};

/**
 * The pages of one module, each a `lazyPage` named by its export and all loaded when the first is opened:
 * `const { NewBranchPage, EditBranchPage } = lazyPages(() => import('./branch-form-page.tsx'))`. A proxy, as the
 * names are the module's and it is not loaded yet: each name read makes that page's component.
 */
export function lazyPages<M extends object>(load: () => Promise<M>): LazyPages<M> {
  let loading: Promise<M> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  const page = (name: keyof M) => lazyPage(() => once().then((module) => ({ default: module[name] as LazyComponent })));
  return new Proxy({} as LazyPages<M>, { get: (_, name) => page(name as keyof M) });
}
