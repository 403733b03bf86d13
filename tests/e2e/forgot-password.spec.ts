import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';

test('forgot password sends a reset mail to the outbox', async ({ page, request }) => {
  await page.goto('/lender/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/lender\/forgot-password$/);
  await page.getByLabel('Lender code').fill(DEMO.lenderAdmin.tenant);
  await page.getByLabel('Username').fill(DEMO.lenderAdmin.user);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent an e-mail');
  const outbox = await request.get('/api/dev/outbox');
  expect(outbox.ok()).toBe(true);
  expect(JSON.stringify(await outbox.json()).toLowerCase()).toContain('reset');
});
