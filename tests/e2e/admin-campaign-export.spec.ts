import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { captureScreens } from './screenshots.ts';

/** The seed's campaigns (server/db/seed-campaign.ts DEMO_CAMPAIGNS). */
const CURRENT = { id: '70000000-0000-4000-8000-000000000001', name: 'Fall 2026 pre-approved offers' };
const NEXT_ID = '70000000-0000-4000-8000-000000000003';

test('the admin exports a campaign as one JSON file from its page', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/console/uc/campaign/${CURRENT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${CURRENT.name}: Details` })).toBeVisible();
  const button = page.getByRole('button', { name: 'Export campaign' });
  await expect(button).toBeVisible();
  await captureScreens(page, 'admin-campaign-export');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('fall-2026-pre-approved-offers-campaign.json');
  const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
  expect(exported.campaign.name).toBe(CURRENT.name);
  expect(exported.lenders.length).toBeGreaterThan(0);
  expect(exported.lenders[0].campaignFile.products.length).toBeGreaterThan(0);
  await expect(page.getByText('Campaign exported', { exact: true }).first()).toBeVisible();
});

test('offer reports say they are not generated yet, and a report that fails to load says so as a toast', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  // The next campaign is enrolling: its offers do not exist yet.
  await page.goto(`/admin/console/uc/campaign/${NEXT_ID}/productInsights`);
  await expect(page.getByText('Reports have not been generated yet', { exact: true }).first()).toBeVisible();
  await captureScreens(page, 'admin-reports-not-generated');

  await page.goto('/admin/console/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Redemption report' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Redemptions' })).toBeVisible();
  // The server fails from now on: the next load (a new date range) fails.
  await page.route('**/api/reports/redemptions**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"ERROR","message":"down"}' }),
  );
  await page.getByLabel('From').fill('2026-01-01');
  // The loader retries a 5xx before it gives up (002 §9), then the page and its toast say so.
  await expect(page.getByText('The redemption report failed to load', { exact: true }).first()).toBeVisible({
    timeout: 40_000,
  });
  await captureScreens(page, 'admin-redemption-report-failed');
});
