import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { adminSession, signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { captureScreens } from './screenshots.ts';

const CURRENT_CAMPAIGN = 'Fall 2026 pre-approved offers';

/** The admin API through the worker's session (data set up where the browser part is not what is tested). */
async function adminApi(page: Page, method: 'GET' | 'PUT', path: string, data?: unknown) {
  const { jwt } = await adminSession(page.request);
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${jwt}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A lender with a redeem in the current demo campaign, priced flat (twice, so the audit row has a modified value). */
async function pricedLender(page: Page): Promise<{ id: number; name: string }> {
  const report = await adminApi(page, 'GET', '/reports/redemptions?size=100');
  const row = (report.content as { lender: string; lenderId: number; campaign: string }[]).find(
    (candidate) => candidate.campaign === CURRENT_CAMPAIGN,
  );
  expect(row).toBeDefined();
  const id = row?.lenderId ?? 0;
  await adminApi(page, 'PUT', `/fi/${id}/pricing`, { model: 'STANDARD_FLAT', pricePerRedeem: '20.00' });
  await adminApi(page, 'PUT', `/fi/${id}/pricing`, { model: 'STANDARD_FLAT', pricePerRedeem: '25.50' });
  return { id, name: row?.lender ?? '' };
}

test('the admin downloads the redemption report and reads a material change as a diff', async ({ page }) => {
  test.setTimeout(200_000);
  await signInAsAdmin(page);
  await pricedLender(page);

  await page.goto('/admin/console/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Redemption report' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Redemptions' });
  await expect(table.getByRole('cell', { name: CURRENT_CAMPAIGN }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-redemption-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('redemption-report.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\n')[0]).toContain('Transaction id');
  expect(csv).toContain(CURRENT_CAMPAIGN);

  const filter = JSON.stringify([{ field: 'action', operator: 'EQUAL', value: 'PRICING_MODEL_UPDATED' }]);
  await page.goto(`/admin/console/materialReports?filter=${encodeURIComponent(filter)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Material report' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Details of Pricing model updated/ })
    .first()
    .click();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('cell', { name: 'pricePerRedeem', exact: true }).first()).toBeVisible();
  await expect(changes.getByText('modified')).toBeVisible();
  await expect(changes.getByText('20.00')).toBeVisible();
  await expect(changes.getByText('25.50')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-material-report');
});

test('the admin generates the current campaign’s invoice and downloads its PDF', async ({ page }) => {
  test.setTimeout(200_000);
  await signInAsAdmin(page);
  const lender = await pricedLender(page);
  await page.goto('/admin/console/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Lender' }).selectOption({ label: lender.name });
  await page
    .getByRole('combobox', { name: 'Campaign' })
    .selectOption({ label: `${CURRENT_CAMPAIGN} (Offers activated)` });
  await page.getByRole('button', { name: 'Generate invoice' }).click();
  await expect(page.getByText(/^Invoice \d+: Draft$/)).toBeVisible({ timeout: 40_000 });
  const row = page.getByRole('row').filter({ hasText: lender.name }).filter({ hasText: 'Draft' }).first();
  await expect(row).toContainText('Standard flat');
  await expect(row).toContainText('$');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-billing');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Download PDF/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
