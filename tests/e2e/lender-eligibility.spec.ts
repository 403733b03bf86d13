import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

async function signInAs(page: Page, user: string): Promise<void> {
  await signInToConsole(page, 'lender', { tenant: 'summit-cu', user });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Screenshots from the top of the page: a full-page capture of a scrolled page repeats the sticky header. */
async function capture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, name);
}

/** Picks a CSV through the import panel's Choose file button, as a user would. */
async function chooseFile(page: Page, csv: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'membership.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/** Opens a General Setup page from the navigation, as a lender would. */
async function openGeneralSetup(page: Page, label: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: label });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'General Setup' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

test('a lender admin adds a state to the membership eligibility', async ({ page }) => {
  await signInAs(page, DEMO.lenderAdmin.user);
  await openGeneralSetup(page, 'Membership Eligibility');
  const now = page.getByRole('list', { name: 'Eligible states' });
  await expect(now).toContainText('Colorado: whole state');
  await expect(now).toContainText('Wyoming: Laramie (82001, 82007, 82009)');
  await capture(page, 'lender-membership-eligibility');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('group', { name: 'Whole states' }).getByText('Texas', { exact: true }).click();
  await page.getByRole('button', { name: 'Save membership eligibility' }).click();
  await expect(page.getByText('Membership eligibility saved')).toBeVisible();
  await expect(now).toContainText('Texas: whole state');

  // Delete, confirmed: nationwide again.
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete membership eligibility?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Nationwide: anyone in the United States.')).toBeVisible();

  // Import from the template's CSV: a bad row is shown before anything is sent, then a good file replaces it all.
  await chooseFile(page, 'state,county,zipcode\nCO,,\nZZ,,\n');
  await expect(page.getByText('Enter a valid State')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByText('Enter a valid State').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/lender-membership-import-errors-desktop.png' });
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await chooseFile(page, 'state,county,zipcode\nCO,,\nWY,Laramie,82001\nWY,Laramie,82009\n');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('3 rows imported')).toBeVisible();
  await expect(now).toContainText('Colorado: whole state');
  await expect(now).toContainText('Wyoming: Laramie (82001, 82009)');
});

test('a lender admin writes a notification template and reads it in the preview', async ({ page }) => {
  await signInAs(page, DEMO.lenderAdmin.user);
  await openGeneralSetup(page, 'Notification Templates');
  await page.getByLabel('Notification kind').selectOption({ label: 'loan certificate' });
  await page.getByLabel('Product').selectOption({ label: 'RV Loan' });
  await expect(page.getByText('This product uses your template for all products', { exact: false })).toBeVisible();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Jordan, your RV Loan certificate is ready');

  const subject = page.getByLabel('Email subject');
  await subject.fill('{{consumerFirstName}}, your {{productName}} is ready: {{ssn}}');
  await subject.blur();
  await expect(page.getByText('Unknown placeholder: {{ssn}}')).toBeVisible();
  await subject.fill('{{consumerFirstName}}, your {{productName}} from {{lenderName}} is ready');
  await page.getByLabel('SMS message').fill('{{lenderName}}: {{loanAmount}} for your {{productName}}');
  await expect(preview).toContainText('Jordan, your RV Loan from Summit Credit Union is ready');
  await expect(preview).toContainText('Summit Credit Union: $25,000.00 for your RV Loan');
  await capture(page, 'lender-notification-templates');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  await expect(page.getByText('This product has its own template.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email subject')).toHaveValue(
    '{{consumerFirstName}}, your {{productName}} from {{lenderName}} is ready',
  );
});

test('product eligibility and FAQs: a table per product, FAQs per product', async ({ page }) => {
  await signInAs(page, DEMO.lenderAdmin.user);
  await openGeneralSetup(page, 'Product Eligibility');
  const table = page.getByRole('table', { name: 'Product eligibility' });
  await expect(table.getByRole('row', { name: /RV Loan/ })).toContainText('Wyoming: Laramie (82001)');
  await expect(table.getByRole('row', { name: /New Auto Loan/ })).toContainText('Everywhere you lend');
  await expect(page.getByText(/replaces the eligibility of the products named in the file/)).toBeVisible();
  await capture(page, 'lender-product-eligibility');
  expect(await seriousViolations(page)).toEqual([]);

  await openGeneralSetup(page, 'FAQs');
  // Exact: until the FAQ page's loader has answered, the product eligibility page (its table and file drop are named
  // "Product eligibility…") may still be on screen.
  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Boat Loan' });
  await expect(page.getByRole('group', { name: 'FAQ 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  const third = page.getByRole('group', { name: 'FAQ 3' });
  await third.getByLabel('Question').fill('Can I finance a used boat?');
  await third.getByLabel('Answer').fill('Yes, up to 15 years old.');
  await expect(page.getByRole('button', { name: 'Add FAQ' })).toBeDisabled();
  await capture(page, 'lender-faqs');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save FAQs' }).click();
  await expect(page.getByText('FAQs saved')).toBeVisible();
});

test('a Read-only user sees the settings without edit controls', async ({ page }) => {
  await signInAs(page, 'cu-readonly');
  await openGeneralSetup(page, 'Membership Eligibility');
  await expect(page.getByRole('list', { name: 'Eligible states' })).toContainText('Colorado');
  await expect(page.getByRole('button', { name: /Save|Delete|Choose file/ })).toHaveCount(0);
  await openGeneralSetup(page, 'Notification Templates');
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expect(page.getByLabel('Email subject')).toHaveCount(0);
  await capture(page, 'lender-notification-templates-readonly');
  await openGeneralSetup(page, 'FAQs');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save FAQs' })).toHaveCount(0);
});
