/**
 * Runs `run` once the page has painted for the first time (its first contentful paint, as the browser reports it
 * once that frame is shown), or at once when it has already; returns the cancel, for an effect's clean-up. For code a
 * page fetches for later: requested before that paint, its bytes share the network with what the paint waits for,
 * and Lighthouse's simulated load counts them as part of it (issue 31 item 5). Where the browser reports no paint
 * timing, after the next frame.
 */
export function afterFirstPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    once();
    return () => undefined;
  }
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      done = true;
      observer.disconnect();
    };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once);
  });
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
