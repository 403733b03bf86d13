import { expect, type Page } from '@playwright/test';
import { storageKeys } from '../../domain/realms.ts';

/**
 * Signs a demo consumer in through the sign-in page, as a person would: for the specs where the sign-in itself is
 * part of the journey (sign-in.spec.ts covers the form's errors).
 */
export async function signInConsumerThroughForm(page: Page, accessCode: string, lastName: string): Promise<void> {
  await page.goto('/consumer/auth/login');
  await page.getByLabel('Access code').fill(accessCode);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/consumer\/marketplace/);
}

/**
 * Opens the marketplace signed in as a consumer whose session came from the same sign-in call the form makes
 * (POST /api/auth/consumer), stored where the app keeps it (localStorage `auth-consumer`) before the app starts: one
 * page load instead of the sign-in page, the form and the marketplace. The session is written once per tab, so a
 * later sign-out in the test stays signed out; a second call (another consumer) replaces it.
 */
export async function signInConsumer(
  page: Page,
  accessCode: string,
  lastName: string,
  // Where the router puts this consumer: a blocked one (documents pending) lands on its error page, not the marketplace.
  landsOn: RegExp = /\/consumer\/marketplace/,
): Promise<void> {
  const answer = await page.request.post('/api/auth/consumer', { data: { accessCode, lastName } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const session = (await answer.json()) as { jwt?: string };
  await page.addInitScript(
    ([key, value, marker]) => {
      if (sessionStorage.getItem(marker) !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    [storageKeys.auth('consumer'), JSON.stringify(session), `e2e-session-${session.jwt ?? accessCode}`] as const,
  );
  await page.goto('/consumer/marketplace');
  await expect(page).toHaveURL(landsOn);
}

/** Logs out through the marketplace's button and waits until the session is gone, so a next sign-in is not undone. */
export async function logOutConsumer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/consumer\/auth/);
  const key = storageKeys.auth('consumer');
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).toBeNull();
}

export const offerCards = (page: Page) => page.getByRole('article');
