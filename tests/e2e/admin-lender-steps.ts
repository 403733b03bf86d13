import { expect, type Page } from '@playwright/test';

export interface NewLender {
  readonly name: string;
  /** The lender ID: the tenant its users type at sign-in. */
  readonly code: string;
  /** Option labels of the form's selects. */
  readonly type: string;
  readonly coverage: string;
}

/** Fills the lender form's required fields (002 §3): name, lender ID, type, coverage, bureau. */
export async function fillLender(page: Page, lender: NewLender): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(lender.name);
  await page.getByLabel('Lender ID').fill(lender.code);
  await page.getByLabel('Institution type').selectOption({ label: lender.type });
  await page.getByLabel('Insurance coverage').selectOption({ label: lender.coverage });
  await page.getByLabel('Credit bureau').selectOption({ label: 'Experian' });
}

/**
 * Signed in as admin: adds a lender with its required fields and lands on its page. Answers the lender's fiId, e.g.
 * for the console users' spec to continue with `lenders/{fiId}/users/new` (issue 12: "an admin creates a lender with
 * a user, the user signs in with the temporary password and must change it").
 */
export async function createLender(page: Page, lender: NewLender): Promise<number> {
  await page.goto('/admin/console/lenders/new');
  await fillLender(page, lender);
  await page.getByRole('button', { name: 'Add lender' }).click();
  await expect(page.getByRole('heading', { level: 1, name: lender.name })).toBeVisible();
  const fiId = Number(/\/lenders\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  expect(fiId).toBeGreaterThan(0);
  return fiId;
}
