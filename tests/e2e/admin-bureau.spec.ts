import { expect, type Page, test } from '@playwright/test';
import { adminSession, signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { endCampaign, sql } from './e2e-db.ts';
import { runSixSteps, scheduledCampaignWithConsumers } from './processing-journey.ts';

/*
 * The credit bureau connection page (issue 29 item 1, decisions 0522 and 0550): the admin saves a connection, tests
 * it and reads the named problem; secrets stay masked and are kept when their boxes are left empty. Then the admin
 * connects to the sandbox bureau the server runs over SFTP (decision 0570) and processes a campaign through it.
 */

const PAGE = '/admin/console/processing/bureau';
const PASSWORD = 'bureau-secret-e2e';

const forgetConnection = () => sql(`delete from platform_keys where name = 'bureau-connection'`);
const made: string[] = [];
// The pipeline uses a saved connection: put the in-process sandbox back for whatever runs next.
test.afterAll(async () => {
  await forgetConnection();
  for (const id of made) await endCampaign({ id });
});

const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Clicks Test connection and waits for the call's answer, so a failure says whether the call was made at all. */
async function testConnection(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/processing/bureau/test'),
  );
  await page.getByRole('button', { name: 'Test connection' }).click();
  expect((await answered).status()).toBe(200);
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

test('the admin connects to the sandbox SFTP bureau, tests it and runs the six steps through it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // From no connection at all: the first test's saved password would otherwise be kept beside the sandbox's key.
  await forgetConnection();
  const campaignId = await scheduledCampaignWithConsumers(request, 'Sandbox bureau');
  made.push(campaignId);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto(PAGE);
  await expect(page.getByText('No bureau is set: the sandbox bureau answers the exports.')).toBeVisible();
  await page.getByRole('button', { name: 'Use the sandbox bureau' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Filled from the sandbox bureau' })).toBeVisible();
  // Values only the server knows: its loopback address, its account, its folders and keys.
  await expect(page.getByLabel('SFTP host')).toHaveValue('127.0.0.1');
  await expect(page.getByLabel('SFTP user')).toHaveValue('offerwell');
  await expect(page.getByLabel('Upload directory')).toHaveValue('/inbox');
  await expect(page.getByLabel('SSH private key')).toHaveValue(/BEGIN OPENSSH PRIVATE KEY/);
  await expect(page.getByLabel('Bureau PGP public key')).toHaveValue(/BEGIN PGP PUBLIC KEY BLOCK/);
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/s19-bureau-sandbox-390.png', fullPage: true });

  await page.getByRole('button', { name: 'Save connection' }).click();
  await expect(page.getByText('In use: the connection saved here.')).toBeVisible();
  await expect(page.getByText('A private key is saved (••••••••). Leave empty to keep it.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Test connection' }).click();
  const works = page.getByRole('status').filter({ hasText: 'Connection works' });
  await expect(works).toContainText('file(s) in the upload directory');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/s19-bureau-sandbox-1280.png', fullPage: true });

  await page.goto(`/admin/console/uc/campaign/${campaignId}/processing`);
  await runSixSteps(page);
  // Through the SFTP bureau, not the in-process fallback: each bureau step logged its transfer.
  const steps = await sql<{ key: string; result: { remote?: string } }>(
    `select key, result from processing_steps where campaign_id = $1 and key in ('tu-export', 'tu-import')`,
    [campaignId],
  );
  const result = (key: string) => steps.find((step) => step.key === key)?.result;
  expect(result('tu-export')?.remote).toBe(`/inbox/offerwell-${campaignId}.csv.pgp`);
  expect(result('tu-import')?.remote).toBe(`/outbox/offerwell-${campaignId}.answer.csv.pgp`);
});
