import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { captureScreens } from './screenshots.ts';

test.describe.configure({ timeout: 120_000 });

test('the fair-lending report renders for the demo campaign: rates per income level, flags and their rules', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/console/uc/campaign/70000000-0000-4000-8000-000000000001/fairLending');
  await expect(
    page.getByRole('heading', { level: 1, name: /Fall 2026 pre-approved offers: Fair lending/ }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Offer rate by census-tract income level' });
  await expect(table).toBeVisible();
  for (const level of ['Low', 'Moderate', 'Middle', 'Upper']) {
    await expect(table.getByRole('columnheader', { name: level })).toBeVisible();
  }
  // Rivera, the demo's one consumer in a low-income tract, has no offer: products others got are flagged.
  await expect(table.getByText('Flagged').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rules that drive the difference' })).toBeVisible();
  await expect(page.getByText(/consumers placed in a census tract/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Census tracts' })).toContainText('demo');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-fair-lending');
});
