import { expect, type Page } from '@playwright/test';
import { adminTotp, DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

/**
 * Signs the demo admin in once. A TOTP code may serve one sign-in only (another spec may have used this window's
 * code), so a refused code is retried with the next window's.
 */
export async function signInAdminOnce(page: Page): Promise<void> {
  const login = new LoginPage(page, 'admin');
  await login.goto();
  await login.signIn({ user: DEMO.admin.user, password: DEMO.password });
  const code = adminTotp();
  await login.enterCode(code);
  const landed = await page
    .waitForURL(/\/admin\/console\/dashboard$/, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (landed) return;
  await expect.poll(() => adminTotp(), { timeout: 35_000, intervals: [1_000] }).not.toBe(code);
  await page.getByLabel('Digit 1').fill(adminTotp());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin\/console\/dashboard$/);
}

/**
 * The temporary password mailed to an address. The one place e2e reads console mail: today the sandbox outbox of
 * GET /api/dev/outbox (switch it here when mail moves behind the admin's outbox endpoint).
 */
export async function mailedTemporaryPassword(page: Page, email: string): Promise<string> {
  let password: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as { to: string; body: string }[];
    password = outbox.find((mail) => mail.to === email)?.body.match(/Temporary password: (\S+)/)?.[1];
    expect(password).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return password ?? '';
}
