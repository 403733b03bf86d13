import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

const HEADER = 'name,losBranchReferenceId,address,city,state,zipcode';

async function signIn(page: Page, who: { tenant: string; user: string }) {
  await signInToConsole(page, 'lender', who);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test.describe.configure({ mode: 'serial' });

test('a lender admin sets up branches by hand: add, edit, delete', async ({ page }) => {
  await signIn(page, DEMO.setupAdmin);
  await page.getByRole('link', { name: 'Branches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expect(page.getByText('No branches yet.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Add branch' }).click();
  await page.getByRole('button', { name: 'Add branch' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Name').fill('Peak Main Office');
  await page.getByLabel('LOS branch reference ID').fill('PK-1');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('Zip code').fill('8020');
  await page.getByRole('button', { name: 'Add branch' }).click();
  await expect(page.getByText('Enter a valid Zip code')).toBeVisible();
  await page.getByLabel('Zip code').fill('80202');
  await page.getByRole('button', { name: 'Add branch' }).click();
  await expect(page.getByText('Branch saved')).toBeVisible();
  const row = page.getByRole('row', { name: /Peak Main Office/ });
  await expect(row).toContainText('PK-1');

  await row.getByRole('link', { name: 'Edit Peak Main Office' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Peak Main Office');
  await page.getByLabel('Name').fill('Peak Downtown');
  await page.getByRole('button', { name: 'Save branch' }).click();
  await expect(page.getByRole('row', { name: /Peak Downtown/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Peak Downtown' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete Peak Downtown?');
  await dialog.getByRole('button', { name: 'Delete branch' }).click();
  await expect(page.getByText('Branch deleted')).toBeVisible();
  await expect(page.getByText('No branches yet.')).toBeVisible();
});

test('a lender admin imports branches from a CSV, which replaces them all', async ({ page }) => {
  await signIn(page, DEMO.setupAdmin);
  await page.goto('/lender/console/branches');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import branches' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('branches-template.csv');

  const chooser = page.locator('input[type=file]');
  await chooser.setInputFiles(csvFile('bad.csv', `${HEADER}\n,PK-2,,,,80202\nValley,PK-3,,,CO,123\n`));
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('nothing was uploaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-branches-import-errors');

  await page.getByRole('button', { name: /Choose another/ }).click();
  const good = `${HEADER}\nPeak Aurora,PK-10,1 Main St,Aurora,CO,80010\nPeak Golden,PK-11,,Golden,CO,80401\n`;
  await page.locator('input[type=file]').setInputFiles(csvFile('branches.csv', good));
  await expect(page.getByText('Peak Aurora')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('deletes all existing branches');
  await confirm.getByRole('button', { name: /Upload|Confirm|Replace/ }).click();
  await expect(page.getByText('2 branches imported')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Branches' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Peak Aurora/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Peak Golden/ })).toBeVisible();
  await captureScreens(page, 'lender-branches');

  // The list keeps its sort in the URL and exports what it shows.
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page).toHaveURL(/sort=name/);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/branches.*\.csv$/);
});

test('a read-only user sees the branches without the controls to change them', async ({ page }) => {
  await signIn(page, DEMO.setupReadonly);
  await page.goto('/lender/console/branches');
  await expect(page.getByRole('row', { name: /Peak Aurora/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add branch' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await page.goto('/lender/console/branches/new');
  await expect(page).toHaveURL(/\/lender\/console\/unauthorized/);
});
