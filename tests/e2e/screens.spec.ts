import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

// A screenshot tour for people to look at (`npm run screens`), not a test: its only checks are that each page shows
// its heading, which the other specs check with more. With E2E_SCREENS=off (CI) the config leaves it out.
test.describe('screenshots of every screen (desktop 1280, mobile 390)', () => {
  test('public screens', async ({ page }) => {
    // Two widths of a dozen pages, each waited on: slow by design, so it gets three times the usual time-out.
    test.slow();
    const screens: [string, string][] = [
      ['/', 'home'],
      ['/admin/login', 'admin-login'],
      ['/lender/login', 'lender-login'],
      ['/embedder/login', 'embedder-login'],
      ['/lender/forgot-password', 'lender-forgot-password'],
      ['/consumer/auth', 'consumer-auth'],
      ['/consumer/auth/login', 'consumer-login'],
      ['/not-found', 'not-found'],
      ['/error', 'server-error'],
      ['/network-error', 'network-error'],
      ['/charts', 'charts'],
    ];
    for (const [path, name] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await captureScreens(page, name);
    }
    await page.goto('/lender/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await captureScreens(page, 'lender-login-errors');
  });

  test('console screens', async ({ page }) => {
    const login = new LoginPage(page, 'lender');
    await login.goto();
    await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await captureScreens(page, 'lender-dashboard');
    await page.goto('/lender/console/branches');
    await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
    await captureScreens(page, 'lender-not-available');
    await page.goto('/lender/console/unauthorized');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await captureScreens(page, 'lender-access-denied');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.screenshot({ path: 'test-results/screens/lender-nav-drawer-mobile.png' });
  });

  test('admin and embedder screens', async ({ page }) => {
    await signInAsAdmin(page);
    await captureScreens(page, 'admin-dashboard');
    await page.goto('/admin/console/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await captureScreens(page, 'admin-users');
    const login = new LoginPage(page, 'embedder');
    await login.goto();
    await login.signIn({ ...DEMO.embedder, password: DEMO.password });
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await captureScreens(page, 'embedder-dashboard');
  });

  test('second factor screen', async ({ page }) => {
    const login = new LoginPage(page, 'admin');
    await login.goto();
    await login.signIn({ user: DEMO.admin.user, password: DEMO.password });
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await captureScreens(page, 'admin-second-factor');
  });
});
