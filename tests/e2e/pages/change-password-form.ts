import type { Locator, Page } from '@playwright/test';

/**
 * Fills the console's Change password form (the profile's, and the forced one after a temporary password) and
 * submits it; `confirm` defaults to the new password. Answers the form, for what the test reads on it next.
 */
export async function submitChangePassword(
  page: Page,
  { current, next, confirm = next }: { current: string; next: string; confirm?: string },
): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel(/^Current password/).fill(current);
  await form.getByLabel(/^New password/).fill(next);
  await form.getByLabel(/^Confirm new password/).fill(confirm);
  await form.getByRole('button', { name: 'Change password' }).click();
  return form;
}
