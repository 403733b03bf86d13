import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { signInConsumer } from './consumer-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

const PLUM = '#7A1F5C';
const PLUM_RGB = 'rgb(122, 31, 92)';

// Many pages with axe and screenshots each: more than the default minute when the suite's two workers share 2 cores.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

test('an admin adds an embedder: the seed’s message for a bad dashboard ID, then its summary', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Embedders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embedders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Auto Market', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-list');

  await page.getByRole('link', { name: 'Add embedder' }).click();
  await page.getByLabel(/^Name/).fill('Bayside Boats');
  await page.getByLabel('Embedder ID').fill('bayside-boats');
  await page.getByLabel('Custom domain').fill('offers.bayside.example');
  await page.getByLabel('Reports dashboard ID').fill('too-short');
  await page.getByLabel('Exit redirect URL').fill('https://bayside.example');
  await page.getByLabel('Exit button label').fill('Back to Bayside');
  await page.getByRole('button', { name: 'Add embedder' }).click();
  await expect(page.getByText('Reports dashboard ID must be exactly 36 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-new');
  await page.getByLabel('Reports dashboard ID').fill('0d6f4c1e-2b7a-4c8e-9f10-112233445566');
  await page.getByRole('button', { name: 'Add embedder' }).click();
  await expect(page.getByText('Embedder saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Boats' })).toBeVisible();
  await expect(page.getByText('Back to Bayside')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Embedder pages' });
  for (const link of ['Edit', 'Theme', 'Users', 'FI blocklist', 'Campaign settings', 'Approved products']) {
    await expect(pages.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(pages.getByRole('link', { name: 'Users' })).toHaveAttribute(
    'href',
    /\/admin\/console\/embedders\/\d+\/users$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-view');

  await pages.getByRole('link', { name: 'FI blocklist' }).click();
  const block = page.getByRole('checkbox', { name: 'Block Harbor Bank' });
  await expect(block).not.toBeChecked();
  await block.click({ force: true });
  await expect(page.getByText('Blocklist saved')).toBeVisible();
  await expect(block).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-fi-blocklist');

  await page.goBack();
  await pages.getByRole('link', { name: 'Campaign settings' }).click();
  await page.getByLabel('SFTP folder').fill('bayside/in box');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a valid SFTP folder')).toBeVisible();
  await page.getByLabel('SFTP folder').fill('bayside/inbound');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-settings');

  await page.goBack();
  await pages.getByRole('link', { name: 'Approved products' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('checkbox', { name: 'New Boat' }).click({ force: true });
  await page.getByRole('button', { name: 'Save approved products' }).click();
  await expect(page.getByText('Approved products saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'New Boat' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Used Boat' })).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-approved-products');
});

test('an admin themes Acme Auto with a picked colour, and its consumer’s marketplace wears it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/console/embedders/1/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Auto Market theme' })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Marketplace preview' });
  const previewButton = preview.getByRole('button', { name: 'See offer details' }).first();

  // No EyeDropper API (Firefox, Safari): the seed's toast.
  await page.evaluate(() => {
    delete (window as unknown as { EyeDropper?: unknown }).EyeDropper;
  });
  await page.getByRole('button', { name: 'Pick Primary (buttons) from the screen' }).click();
  await expect(page.getByText('Your browser does not support the EyeDropper API')).toBeVisible();

  await page.getByLabel('Primary (buttons) picker').fill(PLUM.toLowerCase());
  await expect(page.getByLabel('Primary (buttons)', { exact: true })).toHaveValue(PLUM);
  await expect(previewButton).toHaveCSS('background-color', PLUM_RGB);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-embedders-theme');
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText('Theme saved')).toBeVisible();

  const consumer = await (await browser.newContext()).newPage();
  await signInConsumer(consumer, DEMO.consumer.accessCode, DEMO.consumer.lastName);
  // Acme Auto's page background and text, then its primary on the offers' buttons.
  await expect(consumer.locator('[data-embedder-theme]')).toHaveCSS('background-color', 'rgb(245, 247, 251)');
  await captureScreens(consumer, 'consumer-embedder-theme-categories');
  await consumer.getByRole('button', { name: /^Credit Cards/ }).click();
  const offerButton = consumer.getByRole('button', { name: 'See offer details' }).first();
  await expect(offerButton).toHaveCSS('background-color', PLUM_RGB);
  expect(await seriousViolations(consumer)).toEqual([]);
  await captureScreens(consumer, 'consumer-embedder-theme');
});
