import { expect, type Page, test } from '@playwright/test';
import { adminSession, signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { sql } from './e2e-db.ts';

/*
 * The credit bureau connection page (issue 29 item 1, decisions 0522 and 0550): the admin saves a connection, tests
 * it and reads the named problem; secrets stay masked and are kept when their boxes are left empty.
 */

const PAGE = '/admin/console/processing/bureau';
const PASSWORD = 'bureau-secret-e2e';

// The pipeline uses a saved connection: put the sandbox back for the other specs.
test.afterAll(async () => {
  await sql(`delete from platform_keys where name = 'bureau-connection'`);
});

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

async function testConnection(page: Page) {
  await page.getByRole('button', { name: 'Test connection' }).click();
  return page.getByRole('alert').filter({ hasText: 'Bureau' });
}

test('the admin saves the bureau connection, tests it and reads the named problem; secrets stay masked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { jwt } = await adminSession(page.request);
  const headers = { authorization: `Bearer ${jwt}` };
  const platformKey = await page.request.get('/api/admin/processing/pgp-key', { headers });
  const { publicKey } = (await platformKey.json()) as { publicKey: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit bureau connection' })).toBeVisible();

  // Nothing listens on port 1 of this machine: the server cannot be reached.
  await page.getByLabel('SFTP host').fill('127.0.0.1');
  await page.getByLabel('Port').fill('1');
  await page.getByLabel('SFTP user').fill('offerwell');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Pinned host key').fill(`SHA256:${'A'.repeat(43)}`);
  await page.getByLabel('Upload directory').fill('/outbox');
  await page.getByLabel('Answer directory').fill('/answers');
  await page.getByLabel('Bureau PGP public key').fill('not a key');
  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('In use: the connection saved here.')).toBeVisible();

  // The PGP key is checked first, without the network.
  const pgp = await testConnection(page);
  await expect(pgp).toContainText('Bureau PGP key unusable');
  await expect(pgp).toContainText('not an armored OpenPGP public key');

  // A usable key (the platform's own public key will do), the password box left empty: the saved one stays.
  await page.getByLabel('Bureau PGP public key').fill(publicKey);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/processing/bureau'));
  await page.getByRole('button', { name: 'Save connection' }).click();
  expect((await saved).status()).toBe(200);
  const unreachable = await testConnection(page);
  await expect(unreachable).toContainText('Bureau unreachable: check the host and port');
  await expect(unreachable).toContainText('127.0.0.1:1');

  await page.reload();
  await expect(page.getByLabel('SFTP host')).toHaveValue('127.0.0.1');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByText('A password is saved (••••••••). Leave empty to keep it.')).toBeVisible();
  await expect(page.getByText('No private key is saved.')).toBeVisible();
  const answer = await page.request.get('/api/admin/processing/bureau', { headers });
  const text = await answer.text();
  expect(text).not.toContain(PASSWORD);
  expect(JSON.parse(text)).toMatchObject({ source: 'settings', connection: { password: '••••••••', port: 1 } });
  expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/r2-bureau-1280.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel('Pinned host key')).toHaveValue(`SHA256:${'A'.repeat(43)}`);
  const failed = await testConnection(page);
  await expect(failed).toContainText('Bureau unreachable');
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/r2-bureau-390.png', fullPage: true });
});
