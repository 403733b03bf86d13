import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

// On the shared 2-core machine the enrollment journey took just over two minutes (it passes every step).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** A campaign file with one product in a slot the demo credit union does not use, so consumer specs are untouched. */
const campaignFile = (apr: string) =>
  JSON.stringify({
    products: [
      {
        name: 'E2E Boat Loan',
        category: 'RECREATIONAL VEHICLES',
        type: 'New_Boat',
        productClass: 'Secured',
        option: 'STANDALONE',
        tiers: [
          {
            name: 'Tier A',
            type: 'PRESCREEN',
            rule: 'FICO >= 700',
            terms: [{ term: 60, apr, limit: '50000', minimum: '5000', isDefault: true }],
          },
        ],
      },
    ],
  });

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page, 'lender');
  await login.goto();
  await login.signIn({ ...DEMO.lenderAdmin, password: DEMO.password });
  await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
}

async function confirmWord(page: Page, word: string, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByLabel(`Type ${word} to confirm`).fill(word);
  await dialog.getByRole('button', { name: button }).click();
}

async function importFile(page: Page, name: string, content: string): Promise<void> {
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await confirmWord(page, 'IMPORT', 'Import');
  await expect(page.getByText('read: 1 product.')).toBeVisible();
  await page.getByRole('button', { name: 'Validate' }).click();
}

test('a lender admin enrolls in the next campaign from a campaign file, fixed after its errors, with a redeem limit', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/lender/console/campaign');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Management' })).toBeVisible();
  for (const section of ['Current', 'Next', 'Blackout', 'Complete']) {
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Winter 2027 pre-approved offers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-campaigns');

  await page.getByRole('link', { name: 'Enrollment', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign enrollment' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Product template' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await importFile(page, 'boat.json', campaignFile('0'));
  const errors = page.getByRole('table', { name: 'Campaign file errors' });
  await expect(errors.getByRole('cell', { name: 'E2E Boat Loan' })).toBeVisible();
  await expect(errors.getByText('APR cannot be zero')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-enrollment-errors');

  await page.getByRole('button', { name: 'Import another file' }).click();
  await importFile(page, 'boat.json', campaignFile('6.990'));
  await expect(page.getByText('The campaign file is valid and was applied')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Upload disclosures')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const row = page.locator('tr[data-product="E2E Boat Loan"]');
  await row.getByText('By amount ($)').click();
  await row.getByLabel('E2E Boat Loan redeem limit amount').fill('100000');
  await row.getByRole('button', { name: 'Save limit' }).click();
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(row.getByText('Saved')).toBeVisible();
  await captureScreens(page, 'lender-enrollment-limits');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Enroll in Winter 2027/ }).click();
  await expect(page.getByText('You are enrolled in Winter 2027 pre-approved offers.')).toBeVisible();
});

test('a lender admin uploads a rate change and applies it with the typed word', async ({ page }) => {
  await signIn(page);
  await page.goto('/lender/console/campaign/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate changes' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'rates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('product,tier,term,apr\nE2E Boat Loan,Tier A,60,5.250\n'),
    });
  await page.getByRole('button', { name: 'Upload and validate' }).click();
  await expect(page.getByText('1 rates in rates.csv are valid.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply rates' }).click();
  await confirmWord(page, 'UPDATE', 'Update rates');
  await expect(page.getByText('1 rates from rates.csv were applied.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Rate change history' }).getByRole('cell').getByText('Applied', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-rates');
});
