import { expect, test } from '@playwright/test';
import { enterAdminCode } from './admin-session.ts';
import { DEMO } from './demo.ts';
import { ConsolePage } from './pages/console-page.ts';
import { LoginPage } from './pages/login-page.ts';

test.describe('console sign-in', () => {
  test('a lender Admin lands on the dashboard, sees tenant and roles, and logs out to /lender/login', async ({
    page,
  }) => {
    const login = new LoginPage(page, 'lender');
    await login.goto();
    await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
    await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
    const console = new ConsolePage(page);
    await expect(console.heading('Dashboard')).toBeVisible();
    await expect(page.getByText(DEMO.lenderAdmin.user).first()).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    for (const label of ['Dashboard', 'Loan Leads', 'Management', 'Projections', 'Branches', 'Test Identities']) {
      await expect(console.nav().getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await console.logout();
    await expect(page).toHaveURL(/\/lender\/login$/);
  });

  test('a LoanLeadAnalyst lands on loan leads and sees only what the role allows', async ({ page }) => {
    const login = new LoginPage(page, 'lender');
    await login.goto();
    await login.signIn({ ...DEMO.lenderAnalyst, password: DEMO.password });
    await expect(page).toHaveURL(/\/lender\/console\/loanLeads$/);
    const console = new ConsolePage(page);
    await expect(console.nav().getByRole('link', { name: 'Loan Leads' })).toBeVisible();
    await expect(console.nav().getByRole('link', { name: 'Branches' })).toHaveCount(0);
    await page.goto('/lender/console/branches');
    await expect(page).toHaveURL(/\/lender\/console\/unauthorized$/);
    await expect(page.getByText("You don't have the necessary permissions").first()).toBeVisible();
    // The toast too, though the page was opened by a typed URL before the toast region had loaded (issue 17).
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toContainText(
      "You don't have the necessary permissions",
    );
  });

  test('an embedder user lands on the dashboard and logs out to /embedder/login', async ({ page }) => {
    const login = new LoginPage(page, 'embedder');
    await login.goto();
    await login.signIn({ ...DEMO.embedder, password: DEMO.password });
    await expect(page).toHaveURL(/\/embedder\/console\/dashboard$/);
    await new ConsolePage(page).logout();
    await expect(page).toHaveURL(/\/embedder\/login$/);
  });

  test('an admin signs in with the TOTP second factor and logs out to /admin/login', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await login.signIn({ user: DEMO.admin.user, password: DEMO.password });
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter all six digits')).toBeVisible();
    await enterAdminCode(page, login);
    await new ConsolePage(page).logout();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('bad credentials are refused and repeated failures lock the account', async ({ page }) => {
    const login = new LoginPage(page, 'lender');
    await login.goto();
    await login.signIn({ ...DEMO.lenderLockable, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText('The username or password is incorrect');
    let locked = false;
    for (let attempt = 0; attempt < 10 && !locked; attempt += 1) {
      await page.getByLabel(/^Password/).fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
      locked = ((await page.getByRole('alert').textContent()) ?? '').includes('locked');
    }
    await expect(page.getByRole('alert')).toContainText(
      'Your account is locked after multiple failed attempts. Please contact an administrator.',
    );
    // Even the right password is refused once locked.
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('locked');
  });
});
