import { expect, test } from '@playwright/test';
import { newAdminPage } from './admin-console.ts';
import { seriousViolations } from './axe.ts';
import { reachLicenceScan, scanLicence } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

// Ivy Turner (DEMO-1020) is the only demo consumer with INQUIRIES_12M on file, so this rule asks no other spec's
// consumer for anything.
const RULE = 'INQUIRIES_12M = 7';

test('the admin adds a stipulation that the redeem journey then asks for', async ({ browser }) => {
  test.setTimeout(150_000);
  const admin = await newAdminPage(browser);
  await admin.goto('/admin/console/stipulations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Stipulations' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Utility bill', exact: true })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await captureScreens(admin, 'admin-stipulations');

  await admin.getByRole('link', { name: 'Add stipulation' }).click();
  await admin.getByRole('textbox', { name: 'Name' }).fill('Proof of legal name');
  await admin.getByLabel(/^Description/).fill('A document with the consumer’s legal name.');
  // The rule parser's message shows under the field as it is typed.
  const rule = admin.getByLabel(/^Rule/);
  await rule.fill('INQUIRIES_12M = seven');
  await rule.blur();
  await expect(admin.getByText(/at position 17/)).toBeVisible();
  await rule.fill(RULE);
  await admin.getByRole('checkbox', { name: "Name: Driver's license" }).check({ force: true });
  await admin.getByRole('checkbox', { name: 'Name: Passport' }).check({ force: true });
  expect(await seriousViolations(admin)).toEqual([]);
  await captureScreens(admin, 'admin-stipulation-new');
  await admin.getByRole('button', { name: 'Add stipulation' }).click();
  await expect(admin).toHaveURL(/\/admin\/console\/stipulations$/);
  await expect(admin.getByRole('cell', { name: 'Proof of legal name', exact: true })).toBeVisible();
  await admin.context().close();

  // The consumer the rule matches is asked for it, with the documents that satisfy it.
  const consumerContext = await browser.newContext();
  const page = await consumerContext.newPage();
  await reachLicenceScan(page, { accessCode: 'DEMO-1020', lastName: 'Turner', email: 'ivy.turner@example.com' });
  await scanLicence(page);
  await expect(page).toHaveURL(/\/stips$/, { timeout: 40_000 });
  await expect(page.getByLabel('Upload Proof of legal name')).toBeAttached();
  await expect(page.getByText("Any of: Driver's license, Passport")).toBeVisible();
  await expect(page.getByLabel('Upload Utility bill')).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'redeem-stips-catalogue');
  await consumerContext.close();
});
