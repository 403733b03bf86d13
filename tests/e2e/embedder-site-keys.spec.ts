import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_TYPES } from '../../domain/catalog/products.ts';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** '#1D3C78' → 'rgb(29, 60, 120)', as getComputedStyle writes colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const background = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);

test.setTimeout(240_000);

test('an embedder admin makes a site key whose QR link lands themed on the product after sign-in', async ({ page }) => {
  const login = new LoginPage(page, 'embedder');
  await login.goto();
  await login.signIn({ ...DEMO.embedder, password: DEMO.password });
  await expect(heading(page, 'Dashboard')).toBeVisible();

  // The list, then a new key: a bad origin is refused with its message on the field.
  await page.goto('/embedder/console/keys/siteKeyManagement');
  await expect(heading(page, 'Site Keys')).toBeVisible();
  await page.getByRole('link', { name: 'Add site key' }).click();
  await expect(heading(page, 'New site key')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Showroom flyer');
  await page.getByRole('textbox', { name: 'Origin 1', exact: true }).fill('shop.acme-auto.example');
  await page.getByRole('button', { name: 'Add site key' }).click();
  await expect(page.getByText('An origin starts with https:// or http://')).toBeVisible();
  await page.getByRole('button', { name: 'Add origin' }).click();
  await page.getByRole('textbox', { name: 'Origin 2', exact: true }).fill('https://shop.acme-auto.example/offers');
  await page.getByRole('textbox', { name: 'Name', exact: true }).click();
  await expect(page.getByText(/leave out the path/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-site-key-form');
  await page.getByRole('textbox', { name: 'Origin 1', exact: true }).fill('https://Shop.Acme-Auto.example/');
  await page.getByRole('textbox', { name: 'Origin 2', exact: true }).fill('http://localhost:5174');
  await page.getByRole('button', { name: 'Add site key' }).click();

  // The view page: the key, its normalised origins and one QR code per approved product.
  // Slow machines: the view page's chunk and its QR codes take a while after the save.
  await expect(heading(page, 'Showroom flyer')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/embedder\/console\/keys\/siteKeyManagement\/[0-9a-f-]{36}\/view$/);
  await expect(page.getByText('https://shop.acme-auto.example, http://localhost:5174')).toBeVisible();
  // acme-auto's approved products are unset in the seed: every product type is approved.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(PRODUCT_TYPES.length);
  const newAuto = cards.filter({ has: page.getByRole('heading', { name: 'New Auto', exact: true }) });
  await expect(newAuto.getByRole('img', { name: 'QR code: New Auto' })).toBeVisible();
  const key = (await page.locator('main code').first().textContent()) ?? '';
  expect(key).toMatch(/^sk_[A-Za-z0-9_-]{24}$/);

  // The PNG download is a real PNG named after the key and the product.
  const downloading = page.waitForEvent('download');
  await newAuto.getByRole('button', { name: 'Download PNG: New Auto' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${key}-New_Auto.png`);
  const png = readFileSync((await download.path()) ?? '');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.length).toBeGreaterThan(1000);
  const svgDownloading = page.waitForEvent('download');
  await newAuto.getByRole('button', { name: 'Download SVG: New Auto' }).click();
  const svg = readFileSync((await (await svgDownloading).path()) ?? '', 'utf8');
  expect(svg).toContain('<svg');

  // The link beside the code: the public sign-in page with the site key and the product.
  const link = (await newAuto.locator('[data-qr-link]').textContent()) ?? '';
  expect(link).toBe(new URL(`/consumer/auth/login?site=${key}&product=New_Auto`, page.url()).toString());
  await expect(cards.first().getByRole('img')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-site-key-view');

  await page.goto('/embedder/console/keys/siteKeyManagement');
  const row = page.getByRole('row').filter({ hasText: 'Showroom flyer' });
  await expect(row).toContainText(key);
  await expect(row).toContainText('Enabled');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-site-keys');

  // The QR link: the consumer sign-in in acme-auto's colours…
  const { theme } = (await (await page.request.get(`/api/site-keys/${key}/theme`)).json()) as {
    theme: { custom: boolean; colors: { primary: string } };
  };
  expect(theme.custom).toBe(true);
  await page.goto(link);
  await expect(heading(page, 'See your offers')).toBeVisible();
  await expect(page.locator('[data-embedder-theme]')).toHaveCount(1);
  await expect.poll(() => background(page, 'Continue')).toBe(rgb(theme.colors.primary));
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'consumer-site-key-landing');

  // …and after sign-in the marketplace opens on the product's category (auto: what kind of auto).
  await page.getByLabel('Access code').fill(DEMO.consumer.accessCode);
  await page.getByLabel('Last name').fill(DEMO.consumer.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/consumer\/marketplace\/auto(\/|$)/);
  await expect(heading(page, 'What kind?')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Automobile/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'consumer-site-key-product');
});

test('an unknown site key lands on the default look, not an error', async ({ page }) => {
  await page.goto('/consumer/auth/login?site=sk_AAAAAAAAAAAAAAAAAAAAAAAA&product=New_Auto');
  await expect(heading(page, 'See your offers')).toBeVisible();
  await expect(page.locator('[data-embedder-theme]')).toHaveCount(0);
});
