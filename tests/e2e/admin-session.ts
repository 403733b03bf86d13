import { expect, type Page } from '@playwright/test';
import { adminTotp, DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

/** Signs the demo admin in, second factor included, and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const login = new LoginPage(page, 'admin');
  await login.goto();
  await login.signIn({ user: DEMO.admin.user, password: DEMO.password });
  await login.enterCode(adminTotp());
  await expect(page).toHaveURL(/\/admin\/console\/dashboard$/);
}
