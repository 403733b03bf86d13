import { type ComponentType, lazy } from 'react';

/**
 * A console page's component, loaded when first opened (React.lazy), that the router starts loading beside the
 * page's loader: TanStack Router calls a route component's `preload` while it loads a match (app/console-routes.tsx
 * hands the page's on). Without it the screen's code was asked for only once the loader had answered, and on a slow
 * machine the loaded data was already stale (app/query-client.ts staleTime) when the screen mounted: a second fetch.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; a page's props are its own.
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: (): Promise<void> => once().then(() => undefined) });
}

/** The page component's preload, when it has one (a lazyPage). */
export const preloadPage = (component: unknown): Promise<void> | undefined =>
  (component as { preload?: () => Promise<void> } | null)?.preload?.();
