import type { Query } from '@tanstack/react-query';

/**
 * When the page on screen started loading and when it first rendered, so a screen's queries can tell data its own
 * route loader fetched from data left over from an earlier page.
 *
 * Why: the 2 s de-duplication (staleTime) counts from the fetch. A loader's answer that arrived while the screen's code
 * or a slow sibling loader was still loading could be "stale" by the time the screen mounted, and the screen fetched
 * it again. Measured from the page's render instead, data loaded for this very navigation is fresh for the page's
 * first render window, however long the navigation took; data from before it follows the usual staleTime.
 */
export class PageClock {
  // Before the first navigation nothing counts as loaded for a page: the staleTime rule alone applies.
  private startedAt = Number.POSITIVE_INFINITY;
  private renderedAt: number | undefined;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A navigation's loaders start (router `onBeforeLoad`). */
  navigationStarted(): void {
    this.startedAt = this.now();
    this.renderedAt = undefined;
  }

  /** The navigation's page is on screen (router `onRendered`). */
  pageRendered(): void {
    this.renderedAt ??= this.now();
  }

  /** Whether data fetched at `dataUpdatedAt` was loaded for the page now mounting and is within its render window. */
  loadedForThisPage(dataUpdatedAt: number): boolean {
    if (dataUpdatedAt < this.startedAt) return false;
    return this.renderedAt === undefined || this.now() - this.renderedAt < this.windowMs;
  }

  /** TanStack Query's `refetchOnMount`: `true` applies the staleTime rule; `false` keeps what the loader fetched. */
  readonly refetchOnMount = (query: Query): boolean => !this.loadedForThisPage(query.state.dataUpdatedAt);
}
