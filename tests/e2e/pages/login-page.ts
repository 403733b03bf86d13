import { expect, type Page } from '@playwright/test';

export type ConsoleApp = 'admin' | 'lender' | 'embedder';

/** Page model of /admin/login, /lender/login and /embedder/login (password step and second factor). */
export class LoginPage {
  constructor(
    readonly page: Page,
    readonly app: ConsoleApp,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`/${this.app}/login`);
    await expect(this.page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  }

  async signIn({ tenant, user, password }: { tenant?: string; user: string; password: string }): Promise<void> {
    if (tenant !== undefined) {
      await this.page.getByLabel(this.app === 'lender' ? 'Lender code' : 'Embedder code').fill(tenant);
    }
    await this.page.getByLabel('Username').fill(user);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async enterCode(code: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await this.page.getByLabel('Digit 1').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  alert() {
    return this.page.getByRole('alert').filter({ hasNotText: /^$/ });
  }
}
