import { expect, type Page } from '@playwright/test';
import { storageKeys } from '../../domain/realms.ts';
import { DEMO } from './demo.ts';

/** The lender and embedder consoles and the realm each signs in to. */
const REALM = { lender: 'fi', embedder: 'embedder' } as const;

/**
 * Opens a lender or embedder console page signed in as a demo user whose session came from the call the sign-in form
 * makes (POST /api/auth), stored where the console keeps it (localStorage `auth-fi` / `auth-embedder`) before the
 * app starts: one page load instead of the sign-in page, its form and the dashboard (issue 31 item 6). Written once
 * per tab, so a sign-out later in the test stays signed out. The form itself is covered by sign-in.spec.ts and the
 * specs that sign in after a password change; specs that sign out or lock an account use their own users.
 */
export async function signInToConsole(
  page: Page,
  app: keyof typeof REALM,
  who: { readonly tenant: string; readonly user: string },
  path = 'dashboard',
): Promise<void> {
  const realm = REALM[app];
  const answer = await page.request.post('/api/auth', {
    data: { realm, tenant: who.tenant, user: who.user, password: DEMO.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as { jwt?: string };
  expect(session.jwt, 'a console user without a second factor gets a session at once').toBeTruthy();
  await page.addInitScript(
    ([key, value, marker]) => {
      if (sessionStorage.getItem(marker) !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    [storageKeys.auth(realm), JSON.stringify(session), `e2e-session-${session.jwt}`] as const,
  );
  const url = `/${app}/console/${path}`;
  await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\$&')}$`));
  // Signed in once the console draws the page: its heading (every console page has one) comes after the session check.
  await expect(page.locator('main h1').first()).toBeVisible();
}
