import type { Page } from '@playwright/test';

/** Page model of a signed-in console (admin, lender or embedder). */
export class ConsolePage {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async logout(): Promise<void> {
    await this.page.getByRole('button', { name: 'Log out' }).click();
  }
}
