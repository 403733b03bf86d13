import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { captureScreens } from './screenshots.ts';

const FALL_2026 = { id: '70000000-0000-4000-8000-000000000001', name: 'Fall 2026 pre-approved offers' };

/** Whether the page is wider than the window (a phone would scroll sideways). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('/charts lists the session machine with its states and events', async ({ page }) => {
  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const session = page.getByRole('region', { name: 'session', exact: true });
  await expect(session).toBeVisible();
  await expect(session.getByText('signedIn', { exact: true })).toBeVisible();
  await expect(session.getByText('session.signIn', { exact: true })).toBeVisible();
  await expect(session.getByRole('button', { name: 'Open session in the inspector' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'idleSession' }).getByText('idle.staySignedIn')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
});

test("an admin's campaign opens on its machine: its state highlighted, the events allowed now and why the others are not", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/console/uc/campaign/${FALL_2026.id}`);
  await page.getByRole('link', { name: 'Show on chart' }).click();
  await expect(page).toHaveURL(/\/charts\?machine=campaignLifecycle/);
  const chart = page.getByRole('region', { name: 'campaignLifecycle', exact: true });
  await expect(chart.getByRole('status')).toContainText(`Campaign ${FALL_2026.name} is in OFFERS_ACTIVATED`);
  await expect(chart.getByText('OFFERS_ACTIVATED · current')).toBeVisible();
  // The machine's own refusal, as the campaign page shows it beside the disabled button.
  await expect(chart.getByText('The active offers period has not ended yet')).toBeVisible();
  await expect(chart.getByText(/^Allowed now \(\d+\)$/)).toBeVisible();
  // The focused machine comes first.
  await expect(page.getByRole('region').first()).toHaveAttribute('aria-labelledby', 'chart-campaignLifecycle');
  await captureScreens(page, 'charts-campaign-focus');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart.getByText('OFFERS_ACTIVATED · current')).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
});
