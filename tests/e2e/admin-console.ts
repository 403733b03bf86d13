import { type Browser, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { newestMail } from './outbox.ts';

/** Signs the demo admin in (a refused code — another worker used its step — is retried with a later one). */
export async function signInAdminOnce(page: Page): Promise<void> {
  await signInAsAdmin(page);
}

/**
 * The demo admin signed in on a page of a browser context of its own, beside the test's page that plays another user
 * (a consumer, a lender user); `page.context().close()` ends it.
 */
export async function newAdminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAdminOnce(page);
  return page;
}

/** The temporary password mailed to an address, read from the sandbox outbox as a signed-in admin. */
export async function mailedTemporaryPassword(page: Page, email: string): Promise<string> {
  let password: string | undefined;
  await expect(async () => {
    password = (await newestMail(page.request, email))?.body.match(/Temporary password: (\S+)/)?.[1];
    expect(password).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return password ?? '';
}
