import { expect, test } from '@playwright/test';

test('?inspect attaches the Stately inspector without breaking the app', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The inspector opens its own window; keep it offline.
  await context.route(/stately\.ai/, (route) => route.fulfill({ status: 200, body: '<html></html>' }));
  const inspectorWindow = context.waitForEvent('page');
  await page.goto('/lender/login?inspect');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await inspectorWindow).url()).toContain('stately.ai');
  expect(errors).toEqual([]);
});
