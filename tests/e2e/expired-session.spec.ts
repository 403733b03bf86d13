import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

test('a 401 ends the session and sends the user to sign in again', async ({ page }) => {
  const login = new LoginPage(page, 'lender');
  await login.goto();
  await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
  await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
  // Spoil the stored token: the next API call (the tenant on the dashboard) answers 401.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth-fi') ?? '{}') as { jwt?: string };
    localStorage.setItem('auth-fi', JSON.stringify({ ...stored, jwt: 'expired.token.value' }));
  });
  await page.reload();
  await expect(page).toHaveURL(/\/lender\/login$/);
  await expect(page.getByRole('alert')).toContainText('Your session has ended. Please sign in again.');
  expect(await page.evaluate(() => localStorage.getItem('auth-fi'))).toBeNull();
});
