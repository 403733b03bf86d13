import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

// Issue 17: the sandbox outbox is an admin's page; no public route shows passcodes or reset links.
test('the outbox is refused to anyone but a signed-in admin', async ({ request }) => {
  expect((await request.get('/api/dev/outbox')).status()).toBe(404);
  expect((await request.get('/api/admin/outbox')).status()).toBe(401);
});

test('an admin reads a reset mail on the Outbox page', async ({ page, request }) => {
  const asked = await request.post('/api/auth/forgotpassword', {
    data: { realm: 'fi', tenant: DEMO.lenderAnalyst.tenant, user: DEMO.lenderAnalyst.user },
  });
  expect(asked.status()).toBe(204);
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/console\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${DEMO.lenderAnalyst.user}@offerwell.example` })
    .first();
  await expect(row).toContainText('Reset your Offerwell password');
  const link = row.getByRole('link', { name: /\/lender\/forgot-password\?token=ey/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^${new URL(page.url()).origin}/lender/forgot-password`));
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-outbox');
});
