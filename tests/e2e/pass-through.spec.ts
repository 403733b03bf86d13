import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { DEMO } from './demo.ts';

test('an admin acts as a lender user in the pass-through window', async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${DEMO.lenderAdmin.user}`, exact: true }).click();
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Act as' }).click();
  const popup = await popupPromise;
  // The pass-through page navigates on to the console once signed in: read the window name only after that.
  await expect(popup).toHaveURL(/\/lender\/console\/(dashboard|loanLeads)$/);
  await expect(popup.getByText('Acting as this user')).toBeVisible();
  expect(await popup.evaluate(() => window.name)).toBe('pass-through');
  // The admin stays signed in in the first window.
  await expect(page).toHaveURL(/\/admin\/console\/users$/);
});
