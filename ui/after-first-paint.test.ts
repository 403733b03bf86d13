import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint to the observers. */
function fakePaintTiming(painted: boolean) {
  let entries: { name: string }[] = painted ? [{ name: 'first-contentful-paint' }] : [];
  const listOf = () => ({ getEntriesByName: (name: string) => entries.filter((entry) => entry.name === name) });
  const observers = new Set<(list: ReturnType<typeof listOf>) => void>();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: ReturnType<typeof listOf>) => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation(
    (name: string) => listOf().getEntriesByName(name) as PerformanceEntryList,
  );
  return {
    paint() {
      entries = [{ name: 'first-contentful-paint' }];
      for (const callback of [...observers]) callback(listOf());
    },
    observing: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('runs once the first contentful paint is reported, not before, and stops observing', () => {
    const timing = fakePaintTiming(false);
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).not.toHaveBeenCalled();
    timing.paint();
    expect(run).toHaveBeenCalledTimes(1);
    expect(timing.observing()).toBe(0);
  });

  it('runs at once when the page has painted already (a page reached inside the app)', () => {
    fakePaintTiming(true);
    const run = vi.fn();
    afterFirstPaint(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const timing = fakePaintTiming(false);
    const run = vi.fn();
    afterFirstPaint(run)();
    timing.paint();
    expect(run).not.toHaveBeenCalled();
    expect(timing.observing()).toBe(0);
  });
});
