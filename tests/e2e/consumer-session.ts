import { expect, type Page } from '@playwright/test';

/** Signs a demo consumer in through the sign-in page, as a person would. */
export async function signInConsumer(page: Page, accessCode: string, lastName: string): Promise<void> {
  await page.goto('/consumer/auth/login');
  await page.getByLabel('Access code').fill(accessCode);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/consumer\/marketplace/);
}

export const offerCards = (page: Page) => page.getByRole('article');
