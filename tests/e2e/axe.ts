import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { captureScreens } from './screenshots.ts';

/** The serious and critical WCAG 2.1 A/AA violations axe finds on the current page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or toast still fading in has text at partial opacity, which axe reads as low contrast: let finite
  // animations end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself (legacy mode): the default opens a new tab per call to join the frames' partial results
  // and loads axe there too, for cross-origin frames our pages do not have; 2.9 s a call against 1.1 s on a loaded
  // 2-core machine, the same violations (issue 31 item 6, docs/performance.md).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * A journey's accessibility record: `check(screen?)` runs axe on the page as it stands, and captures it as
 * `{prefix}-{screen}` when named. The violations gather for one `expect(violations).toEqual([])` at the journey's end,
 * so a run walks every screen and shows all of them, not just the first.
 */
export function journeyChecks(page: Page, prefix: string) {
  const violations: string[] = [];
  const check = async (screen?: string) => {
    violations.push(...(await seriousViolations(page)));
    if (screen) await captureScreens(page, `${prefix}-${screen}`);
  };
  return { violations, check };
}
