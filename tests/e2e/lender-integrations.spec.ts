import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../fixtures/png.ts';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { ConsolePage } from './pages/console-page.ts';
import { captureScreens } from './screenshots.ts';

async function signInAs(page: Page, tenant: string, user: string): Promise<ConsolePage> {
  await signInToConsole(page, 'lender', { tenant, user });
  const console = new ConsolePage(page);
  await expect(console.heading('Dashboard')).toBeVisible();
  return console;
}

async function open(console: ConsolePage, link: string, heading: string): Promise<void> {
  await console.nav().getByRole('link', { name: link, exact: true }).click();
  await expect(console.heading(heading)).toBeVisible();
}

const rowOf = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test.describe('lender General Setup: integration, test identities, console settings', () => {
  test('a lender admin adds an integration and sees its token masked', async ({ page }) => {
    const console = await signInAs(page, 'summit-cu', 'cu-admin');
    await open(console, 'Integration', 'Integration');
    await expect(rowOf(page, 'Integrations', 'CUNEXUS')).toContainText('••••••••41d8');
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-integration');

    await page.getByRole('button', { name: 'Add integration' }).click();
    const form = page.getByRole('region', { name: 'Add integration' });
    await expect(form.getByRole('heading', { name: 'Add integration' })).toBeFocused();
    await form.getByRole('button', { name: 'Add integration' }).click();
    await expect(form.getByText('Type is required')).toBeVisible();
    await expect(form.getByText('Access token is required')).toBeVisible();
    await form.getByLabel('Endpoint URL').fill('sync1.example/leads');
    await form.getByLabel('Failure notification emails').fill('ops@summit-cu.example, nope');
    await form.getByLabel('Type').focus();
    await expect(form.getByText('Endpoint URL must start with http:// or https://')).toBeVisible();
    await expect(form.getByText('Enter a valid email: nope')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-integration-form-errors');

    await form.getByLabel('Type').selectOption('SYNC1');
    await form.getByLabel('Product category').selectOption('CREDIT CARDS');
    await form.getByLabel('Endpoint URL').fill('https://sync1.example/leads');
    await form.getByRole('textbox', { name: 'Access token', exact: true }).fill('e2e-secret-token-4321');
    await form.getByLabel('Failure notification emails').fill('ops@summit-cu.example, it@summit-cu.example');
    await form.getByLabel('Config').fill('{"retries": 3}');
    await form.getByRole('button', { name: 'Add integration' }).click();
    await expect(page.getByText('Integration saved')).toBeVisible();
    await expect(form).toBeHidden();
    const added = rowOf(page, 'Integrations', 'SYNC1');
    await expect(added).toContainText('••••••••4321');
    await expect(added).toContainText('Pending');
    await expect(page.getByText('e2e-secret-token-4321')).toHaveCount(0);

    // Status moves forward only: the ACTIVE integration offers no way back.
    await page.getByRole('button', { name: 'Edit CUNEXUS integration' }).click();
    const edit = page.getByRole('region', { name: 'Edit CUNEXUS integration' });
    await expect(edit.getByRole('textbox', { name: 'Access token', exact: true })).toHaveValue('');
    await expect(edit.getByText('Stored as ••••••••41d8. Leave blank to keep it.')).toBeVisible();
    await expect(edit.getByLabel('Status').locator('option')).toHaveText(['Select…', 'ACTIVE']);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Deleting asks first: the token cannot be shown back.
    await page.getByRole('button', { name: 'Delete SYNC1 integration' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete SYNC1 integration?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(added).toBeVisible();
    await page.getByRole('button', { name: 'Delete SYNC1 integration' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Integration deleted')).toBeVisible();
    await expect(added).toHaveCount(0);
  });

  test('a lender admin adds a test identity and validates it against the vendor', async ({ page }) => {
    const console = await signInAs(page, 'summit-cu', 'cu-admin');
    await open(console, 'Test Identities', 'Test Identities');
    await expect(rowOf(page, 'Test identities', 'Tessa Verified')).toContainText('•••-••-1234');

    await page.getByRole('button', { name: 'Add test identity' }).click();
    const form = page.getByRole('region', { name: 'Add test identity' });
    await form.getByLabel('First name').fill('Ella');
    await form.getByLabel('Last name').fill('Example');
    await form.getByLabel('Date of birth').fill('1988-02-14');
    await form.getByLabel('SSN').fill('900-66-4321');
    await form.getByLabel('City').fill('Lakewood');
    await form.getByLabel('State').selectOption('CO');
    await form.getByLabel('Zip code').fill('80226');
    await form.getByRole('button', { name: 'Add test identity' }).click();
    await expect(page.getByText('Test identity saved')).toBeVisible();
    const ella = rowOf(page, 'Test identities', 'Ella Example');
    await expect(ella).toContainText('02-14-1988');
    await expect(ella).toContainText('•••-••-4321');
    await expect(ella).toContainText('Not validated');

    await page.getByRole('button', { name: 'Validate Ella Example' }).click();
    await expect(page.getByText('Ella Example: passed')).toBeVisible();
    await expect(ella).toContainText('PASSED');
    await expect(ella).toContainText('Identity verified');

    await page.getByRole('button', { name: 'Validate Uriah Unverifiable' }).click();
    const uriah = rowOf(page, 'Test identities', 'Uriah Unverifiable');
    await expect(uriah).toContainText('IDV_VALIDATION_FAILED');
    await expect(uriah).toContainText('could not verify this identity');
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-test-identities');
  });

  test('a lender admin changes console settings and uploads the logo', async ({ page }) => {
    const console = await signInAs(page, 'summit-cu', 'cu-admin');
    await open(console, 'Console Settings', 'Console settings');
    await expect(page.getByLabel('Local priority')).toBeChecked();
    await page.getByLabel('Time zone').selectOption('America/Chicago');
    await page.getByLabel('Idle timeout (minutes)').fill('90');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Idle timeout must be 5 to 60 minutes')).toBeVisible();
    await page.getByLabel('Idle timeout (minutes)').fill('30');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await expect(page.getByText('No logo uploaded yet.')).toBeVisible();
    const logo = page.getByLabel('Logo file');
    await logo.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: solidPng(400, 300) });
    await expect(page.getByRole('alert').filter({ hasText: 'Image must be 1008 x 645 pixels' })).toBeVisible();
    await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(1008, 645) });
    await expect(page.getByText('Logo updated')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Summit Credit Union logo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-console-settings');
  });

  test('a lender with national presence sees local priority locked, with the reason', async ({ page }) => {
    const console = await signInAs(page, 'harbor-bank', 'bank-admin');
    await open(console, 'Console Settings', 'Console settings');
    await expect(page.getByLabel('Local priority')).toBeDisabled();
    await expect(page.getByText('A lender with national presence cannot change local priority')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-console-settings-national');
  });

  test('a Read-only user sees the screens without edit controls', async ({ page }) => {
    const console = await signInAs(page, 'summit-cu', 'cu-readonly');
    await open(console, 'Integration', 'Integration');
    await expect(rowOf(page, 'Integrations', 'MKIII')).toBeVisible();
    await expect(page.getByRole('button', { name: /Add integration|Edit|Delete/ })).toHaveCount(0);
    await open(console, 'Test Identities', 'Test Identities');
    await expect(rowOf(page, 'Test identities', 'Mina Mismatch')).toBeVisible();
    await expect(page.getByRole('button', { name: /Validate|Add test identity|Edit/ })).toHaveCount(0);
    await open(console, 'Console Settings', 'Console settings');
    await expect(page.getByText('Default loan lead view')).toBeVisible();
    await expect(page.getByRole('button', { name: /Save settings|logo/i })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'lender-console-settings-readonly');
  });

  test('a failed load shows the seed’s message in place', async ({ page }) => {
    const console = await signInAs(page, 'summit-cu', 'cu-admin');
    await page.route('**/api/fi/1/integrations?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"INTERNAL_ERROR","message":"down"}',
      }),
    );
    await open(console, 'Integration', 'Integration');
    // Server errors are retried twice, 5 s apart (002 §9), before the message shows.
    await expect(page.getByText('There was an error getting the integration')).toBeVisible({ timeout: 20_000 });
  });
});
