import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';

test('a demo consumer signs in with access code and last name and reaches the marketplace', async ({ page }) => {
  await page.goto('/consumer/auth/login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Access code is required')).toBeVisible();
  await page.getByLabel('Access code').fill(DEMO.consumer.accessCode);
  await page.getByLabel('Last name').fill(DEMO.consumer.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/consumer\/marketplace$/);
  await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth$/);
});

test('a wrong last name is refused', async ({ page }) => {
  await page.goto('/consumer/auth/login');
  await page.getByLabel('Access code').fill(DEMO.consumer.accessCode);
  await page.getByLabel('Last name').fill('Nobody');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find offers');
});
