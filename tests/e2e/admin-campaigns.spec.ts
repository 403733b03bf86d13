import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { dayFromToday, submitNewCampaign } from './campaign-journey.ts';
import { endCampaign } from './e2e-db.ts';
import { captureScreens } from './screenshots.ts';

// Axe and screenshots on five pages: more than the default minute when the suite's workers share 2 cores.
test.describe.configure({ timeout: 150_000 });

const made: string[] = [];
test.afterAll(async () => {
  for (const name of made) await endCampaign({ name });
});

test('an admin creates a campaign, starts enrollment, enrolls a lender and sets Global prescreen criteria', async ({
  page,
}) => {
  const name = `Summer ${Date.now()}`;
  made.push(name);
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Winter 2027 pre-approved offers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-campaigns-list');

  // Offers ending before they start and a cutoff out of range: the form's messages.
  await submitNewCampaign(page, { name, enrollment: [2, 20], offers: [40, 30], prequalCutoff: '250' });
  await expect(page.getByText('Prequal vantage cutoff must be a number from 300 to 999')).toBeVisible();
  await expect(page.getByText('The start date must be on or before the end date')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-campaigns-new');
  await page.getByLabel('Prequal vantage cutoff').fill('640');
  await page.getByLabel('Active offers period end').fill(dayFromToday(90));
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page.getByText('Campaign saved')).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: `${name}: Details` })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Campaign' });
  await expect(tabs.getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Offers can be activated only after offer generation completed')).toBeVisible();
  await page.getByRole('button', { name: 'Start enrollment' }).click({ noWaitAfter: true });
  const confirm = page.getByRole('alertdialog', { name: 'Start enrollment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Start enrollment' }).click();
  await expect(page.getByText('Campaign updated')).toBeVisible();
  await expect(page.getByText('Enrollment started').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-campaigns-details');

  await tabs.getByRole('link', { name: 'Lenders' }).click();
  // Summit Credit Union's auto-enroll is on: starting the enrollment enrolled it (issue 32); the admin enrolls Harbor.
  await expect(page.getByRole('button', { name: 'Unenroll Summit Credit Union' })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll Harbor Bank' }).click();
  await expect(page.getByText('Enrollment saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unenroll Harbor Bank' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prescreen for Summit Credit Union' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-campaigns-lenders');

  await tabs.getByRole('link', { name: 'Prescreen' }).click();
  await expect(page.getByText('Global criteria not configured before export')).toBeVisible();
  await page.getByLabel('Criteria').fill('GTE 640');
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Criteria saved')).toBeVisible();
  const global = page.locator('[data-state-code="-1"]');
  await expect(global).toContainText('VANTAGE_SCORE GTE 640');
  await expect(page.getByTestId('count--1')).toHaveText(/^\d+ of \d+$/);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-campaigns-prescreen');
});
