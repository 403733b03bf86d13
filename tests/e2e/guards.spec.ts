import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

test.describe('route guards', () => {
  test('a signed-out deep link goes to sign-in and comes back to the saved page', async ({ page }) => {
    await page.goto('/lender/console/branches');
    await expect(page).toHaveURL(/\/lender\/login$/);
    const login = new LoginPage(page, 'lender');
    await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
    await expect(page).toHaveURL(/\/lender\/console\/branches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('afterLoginRedirect'))).toBeNull();
  });

  test("a deep link into another realm's console asks to sign in to that realm", async ({ page }) => {
    const login = new LoginPage(page, 'lender');
    await login.goto();
    await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
    await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
    await page.goto('/admin/console/lenders');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The lender stays signed in to the lender console.
    await page.goto('/lender/console/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
