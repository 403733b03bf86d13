import type { Page } from '@playwright/test';

/**
 * Saves the current screen at desktop (1280) and mobile (390) widths under test-results/screens/, for people to look
 * at; nothing asserts on them. CI sets E2E_SCREENS=off: nobody looks at a CI run's screens, and 190 full-page
 * captures were a tenth of the browser suite's time.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENS === 'off') return;
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screens/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
