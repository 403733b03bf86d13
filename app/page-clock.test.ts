import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PageClock } from './page-clock.ts';
import { createQueryClient } from './query-client.ts';

function clockAt(start: number) {
  let now = start;
  const clock = new PageClock(2000, () => now);
  return { clock, advance: (ms: number) => (now += ms), now: () => now };
}

describe('page clock', () => {
  it('keeps what this navigation loaded for the first render window, however long the navigation took', () => {
    const { clock, advance, now } = clockAt(10_000);
    clock.navigationStarted();
    advance(500);
    const loadedAt = now();
    advance(5000); // a slow sibling loader or the screen's code
    expect(clock.loadedForThisPage(loadedAt)).toBe(true);
    clock.pageRendered();
    advance(1999);
    expect(clock.loadedForThisPage(loadedAt)).toBe(true);
    advance(1);
    expect(clock.loadedForThisPage(loadedAt)).toBe(false);
  });

  it('treats data from before the navigation by the usual staleTime rule', () => {
    const { clock, advance, now } = clockAt(10_000);
    const earlier = now();
    advance(100);
    clock.navigationStarted();
    expect(clock.loadedForThisPage(earlier)).toBe(false);
  });

  it('applies only the staleTime rule before any navigation', () => {
    const { clock, now } = clockAt(10_000);
    expect(clock.loadedForThisPage(now())).toBe(false);
  });

  it("makes a screen's query skip the refetch of data its loader fetched during a slow navigation", async () => {
    // Query's staleness and the clock read the same (fake) system time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const clock = new PageClock(2000);
      const client = createQueryClient(clock);
      let fetches = 0;
      const options = { queryKey: ['page'], queryFn: async () => ++fetches };
      const mount = async () => {
        const unsubscribe = new QueryObserver(client, options).subscribe(() => {});
        await client.getQueryCache().find({ queryKey: ['page'] })?.promise;
        unsubscribe();
      };
      clock.navigationStarted();
      await client.ensureQueryData(options);
      vi.advanceTimersByTime(10_000); // stale by staleTime: without the clock the screen would fetch again
      await mount();
      expect(fetches).toBe(1);
      clock.pageRendered();
      vi.advanceTimersByTime(2500); // a later mount on the same page: the usual rule again
      await mount();
      expect(fetches).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
