import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';
import { newestMail } from './outbox.ts';

test('forgot password sends a reset mail to the outbox', async ({ page, request }) => {
  await page.goto('/lender/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/lender\/forgot-password$/);
  await page.getByLabel('Lender code').fill(DEMO.lenderAdmin.tenant);
  await page.getByLabel('Username').fill(DEMO.lenderAdmin.user);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent an e-mail');
  const mail = await newestMail(request, `${DEMO.lenderAdmin.user}@offerwell.example`, /Reset your Offerwell password/);
  // The link is on the server's public origin (PUBLIC_URL, default the server's own address), never a header's.
  expect(mail?.body).toContain(`${new URL(page.url()).origin}/lender/forgot-password?token=`);
  expect((await request.get('/api/dev/outbox')).status()).toBe(404);
});
