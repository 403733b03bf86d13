import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

for (const path of [
  '/admin/login',
  '/lender/login',
  '/embedder/login',
  '/consumer/auth/login',
  '/lender/forgot-password',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the lender dashboard has no serious or critical axe violations', async ({ page }) => {
  const login = new LoginPage(page, 'lender');
  await login.goto();
  await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the consumer marketplace screens have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/consumer/auth/login');
  await page.getByLabel('Access code').fill(DEMO.consumer.accessCode);
  await page.getByLabel('Last name').fill(DEMO.consumer.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Credit Cards/ }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'See offer details' }).first().click();
  await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/further/marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
