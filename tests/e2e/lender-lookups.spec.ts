import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

/** Peak FCU: the lender whose General Setup the browser tests change (in no campaign, beside the consumer specs). */
async function signIn(page: Page, account: { tenant: string; user: string }): Promise<void> {
  await signInToConsole(page, 'lender', account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test('the lender admin adds a purpose type by editing the list', async ({ page }) => {
  await signIn(page, DEMO.setupAdmin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Purpose Types' }).click();
  await expect(heading(page, 'Purpose Types')).toBeVisible();
  const table = page.getByRole('table', { name: 'Purpose Types' });
  await expect(table.getByRole('cell', { name: 'Debt consolidation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-purpose-types');

  await page.getByRole('button', { name: 'Edit list' }).click();
  await expect(heading(page, 'Edit purpose types')).toBeVisible();
  await page.getByRole('button', { name: 'Add Purpose type' }).click();
  const added = page.getByRole('group', { name: 'Purpose type 9' });
  await added.getByLabel('Code').fill('auto_repair');
  await added.getByLabel('Label').fill('Car repairs');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-purpose-types-edit');

  // A bad code is the schema's message, before anything is sent.
  await page.getByRole('group', { name: 'Purpose type 1' }).getByLabel('Code').fill('debt consolidation');
  await page.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Code must be upper snake case, e.g. FULL_TIME')).toBeVisible();
  await page.getByRole('group', { name: 'Purpose type 1' }).getByLabel('Code').fill('DEBT_CONSOLIDATION');
  await page.getByRole('button', { name: 'Save list' }).click();

  await expect(toast(page, 'Purpose Types saved')).toBeVisible();
  await expect(heading(page, 'Purpose Types')).toBeVisible();
  await expect(table.getByRole('cell', { name: 'AUTO_REPAIR' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Car repairs' })).toBeVisible();
});

test('the lender admin imports an employment-status CSV and downloads its template', async ({ page }, testInfo) => {
  await signIn(page, DEMO.setupAdmin);
  await page.goto('/lender/console/employmentStatus');
  await expect(heading(page, 'Employment Status')).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(heading(page, 'Import employment status')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('employment-status-template.csv');
  const saved = testInfo.outputPath('template.csv');
  await template.saveAs(saved);
  expect((await readFile(saved, 'utf8')).trim().split(/\r?\n/)).toEqual(['code,label', 'FULL_TIME,Full time']);

  await page.locator('input[type=file][aria-label="Employment Status file"]').setInputFiles({
    name: 'employment-status.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,label\nFULL_TIME,Full-time employee\nGIG_WORKER,Gig worker\nRETIRED,Retired\n'),
  });
  await expect(page.getByRole('cell', { name: 'Gig worker' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-employment-status-import');

  await page.getByRole('button', { name: 'Upload' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByText(/replaces the whole employment status list/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Upload' }).click();

  await expect(toast(page, 'Employment Status imported: 3 values')).toBeVisible();
  await expect(heading(page, 'Employment Status')).toBeVisible();
  const table = page.getByRole('table', { name: 'Employment Status' });
  await expect(table.getByRole('cell', { name: 'Gig worker' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
});

test('the lender admin blocks and unblocks an embedder', async ({ page }) => {
  await signIn(page, DEMO.setupAdmin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Embedder Blocklist' }).click();
  await expect(heading(page, 'Embedder Blocklist')).toBeVisible();
  const block = page.getByRole('checkbox', { name: 'Block Acme Auto Market' });
  await expect(block).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await block.click({ force: true });
  await expect(toast(page, 'Blocklist saved')).toBeVisible();
  await expect(block).toBeChecked();
  await captureScreens(page, 'lender-embedder-blocklist');
  // Left as found: other specs' consumers come through this embedder.
  await block.click({ force: true });
  await expect(block).not.toBeChecked();
});

test('a Read-only user sees the lists without edit controls', async ({ page }) => {
  await signIn(page, DEMO.setupReadonly);
  await page.goto('/lender/console/occupancyStatus?mode=edit');
  await expect(heading(page, 'Occupancy Status')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Occupancy Status' }).getByRole('cell', { name: 'Rent', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit list' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  await page.goto('/lender/console/embedderBlocklist');
  await expect(page.getByRole('cell', { name: 'Acme Auto Market' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Acme Auto Market/ }).getByText('Allowed')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
