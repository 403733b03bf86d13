import { expect, type Page, type Request } from '@playwright/test';

/** How long a page must stay without open requests and placeholders to count as settled. */
const QUIET_MS = 200;
/** A page still busy after this long (a poll that never stops) is read as it is, as the old networkidle and placeholder caps did. */
const SETTLE_CAP_MS = 15_000;

/** The first paint's placeholders: present while a screen's data is still coming. */
export const PLACEHOLDERS = 'main [aria-busy="true"], main .chakra-skeleton, main .chakra-spinner';

/**
 * Counts the page's requests still open (any kind: API calls and lazily loaded chunks), and the work registered
 * with `track` (an answer's body still being read): what Playwright's networkidle waits out with a fixed 500 ms of
 * silence after each load, this knows at once.
 */
export function trackOpenRequests(page: Page): { open: () => number; track: (work: Promise<unknown>) => void } {
  const requests = new Set<Request>();
  const pending = new Set<Promise<unknown>>();
  page.on('request', (request) => requests.add(request));
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
  return {
    open: () => requests.size + pending.size,
    track: (work) => {
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },
  };
}

/**
 * Waits until the page's heading shows and then, for QUIET_MS together, no request is open and no placeholder is on
 * the page: its first render's data is in (a screen's own query starts within a frame of its first render).
 */
export async function settlePage(page: Page, open: () => number): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  const placeholders = page.locator(PLACEHOLDERS);
  const deadline = Date.now() + SETTLE_CAP_MS;
  let quietSince: number | undefined;
  while (Date.now() < deadline) {
    const quiet = open() === 0 && (await placeholders.count()) === 0;
    if (!quiet) quietSince = undefined;
    else if (quietSince === undefined) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
