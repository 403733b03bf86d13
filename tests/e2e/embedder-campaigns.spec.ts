import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

/** Five consumers; row 5 (Robert Nguyen) has a 4-digit zip code. */
const FIXTURE = fileURLToPath(new URL('../fixtures/consumer-file.csv', import.meta.url));

// Several pages, two uploads' worth of polling and axe runs: more than the default minute on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function signIn(page: Page): Promise<void> {
  await signInToConsole(page, 'embedder', DEMO.embedder);
  await expect(page).toHaveURL(/\/embedder\/console\/dashboard$/);
}

/**
 * The seeded next campaign's "Enrollment and consumer file" link. campaign-dates.spec adds a second next campaign
 * while it runs beside this file, so the link is taken from the Winter 2027 card, not from the page.
 */
const nextCampaignLink = (page: Page) =>
  page
    .locator('.chakra-card__root')
    .filter({ has: page.getByRole('heading', { name: 'Winter 2027 pre-approved offers', exact: true }) })
    .getByRole('link', { name: 'Enrollment and consumer file' });
test("the embedder's dashboard shows its consumers in the running campaign and the daily shortcuts", async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Current campaign' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fall 2026 pre-approved offers' })).toBeVisible();
  await expect(page.getByText('Consumers', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('not available yet')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-dashboard');
  await page.getByRole('link', { name: 'Site keys and QR codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Keys' })).toBeVisible();
});

test('an embedder admin enrolls in the next campaign and uploads a consumer file with one bad row', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  for (const section of ['Current', 'Next', 'Completed']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Fall 2026 pre-approved offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Spring 2026 pre-approved offers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Winter 2027 pre-approved offers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-campaigns');

  await nextCampaignLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Next campaign' })).toBeVisible();
  // The campaigns page stays in the DOM, hidden, while the next page's data loads (React keeps suspended content):
  // only the visible badge is this page's.
  await expect(page.getByText('Not enrolled').filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page.getByText('Enrolled in the campaign')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unenroll' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('consumer-file-template.csv');

  await page.locator('input[type=file]').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: 'Upload and validate' }).click();
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(page.getByText('5 of 5 rows checked · Complete')).toBeVisible();
  await expect(page.getByText('4 rows valid · 1 row with errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Row errors' });
  await expect(errors.getByRole('row')).toHaveCount(2); // the header and exactly one error
  await expect(errors.getByRole('row').nth(1)).toContainText('5');
  await expect(errors.getByRole('row').nth(1)).toContainText('zipcode');
  await expect(errors.getByRole('row').nth(1)).toContainText('Zip code must be 5 digits');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-campaign-next');

  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Consumer files' });
  await expect(history.getByRole('row').nth(1)).toContainText('consumer-file.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('Ready for processing');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-reports');
  const errorsCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the errors of consumer-file.csv' }).click();
  expect((await errorsCsv).suggestedFilename()).toBe('consumer-file-errors.csv');
});

/** A consumer file big enough (12,000 rows, about 1 MB) that its import is still running when it is canceled. */
function bigConsumerFile() {
  const header = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
  const rows = Array.from(
    { length: 12_000 },
    (_, i) => `big-${i},Maria,,Lopez,,1200 Larimer St,Denver,Denver,CO,80202,123-45-6781,,04-17-1988`,
  );
  return { name: 'big-consumer-file.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) };
}

test('the embedder cancels a running consumer-file import after confirming', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await nextCampaignLink(page).click();
  // The previous test's file is the campaign's latest: its result shows; replace it with the big one.
  await page.getByRole('button', { name: 'Replace the file' }).click();
  await page.locator('input[type=file]').setInputFiles(bigConsumerFile());
  await page.getByRole('button', { name: 'Upload and validate' }).click();
  await page.getByRole('button', { name: 'Cancel import' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this import?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel import' }).click();
  await expect(page.getByText('Import canceled')).toBeVisible();
  await expect(page.getByText('The import was canceled.', { exact: false })).toBeVisible();
  await expect(page.getByText(/rows? checked · Canceled/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel import' })).toHaveCount(0);

  // A reload finds the canceled file as the campaign's latest and says so again.
  await page.reload();
  await expect(page.getByText(/rows? checked · Canceled/)).toBeVisible();
  await page.getByRole('link', { name: 'Reports' }).first().click();
  const history = page.getByRole('table', { name: 'Consumer files' });
  await expect(history.getByRole('row').nth(1)).toContainText('big-consumer-file.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('Canceled');
});

test('the current campaign shows this embedder’s figures', async ({ page }) => {
  await signIn(page);
  await page.goto('/embedder/console/campaign');
  await page.getByRole('link', { name: 'View figures' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Current campaign' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fall 2026 pre-approved offers' })).toBeVisible();
  for (const label of ['Consumers', 'With offers', 'Offers viewed', 'Redeemed']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const consumers = Number(await page.locator('[data-figure="consumers"]').textContent());
  const withOffers = Number(await page.locator('[data-figure="withOffers"]').textContent());
  expect(consumers).toBeGreaterThan(0);
  expect(withOffers).toBeGreaterThan(0);
  expect(withOffers).toBeLessThanOrEqual(consumers);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-campaign-current');
});
