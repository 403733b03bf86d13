import { type ComponentProps, type ComponentType, createElement, use } from 'react';

/**
 * A component loaded on first use, as React.lazy makes one, except that once its module is in it renders at once.
 * React.lazy suspends on its first render even when the import resolved long before (the promise's callbacks run
 * only later), so its Suspense fallback is committed; and React then holds the content back until 300 ms after a
 * fallback was shown (its fallback throttle): a step preloaded at idle still appeared ~320 ms after the click that
 * asked for it (issue 31). `preload()` starts the download ahead of need and never fails: after a failed preload
 * the render tries again. A render before the module is in suspends, as React.lazy's does; its own failed download
 * is its error from then on (for the error boundary, as React.lazy keeps it) until a `preload()` tries again.
 */
/** A promise with the fields React's `use` reads: once settled, `use` answers at once instead of suspending. */
type Tracked<V> = Promise<V> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: V; reason?: unknown };

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; a component's props are its own.
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let module: Tracked<T> | undefined;
  const start = (rendering: boolean): Tracked<T> => {
    if (module) return module;
    const started: Tracked<T> = load().then((loaded) => loaded.default);
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
        // A failed preload is tried again by the render; a render's own failure stays its error until a preload.
        if (!rendering && module === started) module = undefined;
      },
    );
    module = started;
    return started;
  };
  // `use` on every render, loaded or not (React refuses a `use` that a later render of the same component skips).
  function Lazy(props: ComponentProps<T>) {
    return createElement(use(start(true) as Promise<T>), props);
  }
  const preload = (): Promise<void> => {
    if (module?.status === 'rejected') module = undefined;
    return start(false).then(
      () => undefined,
      () => undefined,
    );
  };
  return Object.assign(Lazy, { preload });
}

/** Starts `preload` once the browser is idle (at the latest after 2 s); returns the cancel, for an effect's clean-up. */
export function preloadWhenIdle(preload: () => Promise<void>): () => void {
  const run = () => void preload();
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}

/** A named export of a module as a `lazyComponent`: `lazyExport(() => import('./steps.tsx'), 'IncomeStep')`. */
// biome-ignore lint/suspicious/noExplicitAny: as lazyComponent's bound.
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazyComponent(() => load().then((module) => ({ default: module[name] })));
}
