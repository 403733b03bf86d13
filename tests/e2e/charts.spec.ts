import { expect, test } from '@playwright/test';

test('/charts lists the session machine with its states and events', async ({ page }) => {
  await page.goto('/charts');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const session = page.getByRole('region', { name: 'session', exact: true });
  await expect(session).toBeVisible();
  await expect(session.getByText('signedIn', { exact: true })).toBeVisible();
  await expect(session.getByText('session.signIn', { exact: true })).toBeVisible();
  await expect(session.getByRole('button', { name: 'Open session in the inspector' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'idleSession' }).getByText('idle.staySignedIn')).toBeVisible();
});
