import { expect, test } from '@playwright/test';
import { partnerPrequal } from '../../api/partner.ts';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { ConsolePage } from './pages/console-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

// The partner call the API documents (api/partner.ts): it names the demo consumer with offers in every category
// (server/db/seed-consumers.ts DEMO-1001), so the documented example is also the one proven to answer offers.
const MARIA = partnerPrequal.examples?.request;

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Four screens at two widths, each checked by axe, and two partner calls: more than the default minute.
test.setTimeout(180_000);

test('an embedder admin makes an API key, sees it once, and its prequal call shows in Prequal Leads', async ({
  page,
  request,
}) => {
  await page.goto('/embedder/login');
  await new LoginPage(page, 'embedder').signIn({ ...DEMO.embedder, password: DEMO.password });
  const frame = new ConsolePage(page);
  await expect(frame.heading('Dashboard')).toBeVisible();

  await page.goto('/embedder/console/keys/apiManagement');
  await expect(frame.heading('API Keys')).toBeVisible();
  await expect(page.getByRole('table', { name: 'API keys' }).getByText('Sandbox key (demo)')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-api-keys');

  await page.getByRole('link', { name: 'New API key' }).click();
  await expect(frame.heading('New API key')).toBeVisible();
  const name = `E2E key ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.getByText('It is shown only this once.')).toBeVisible();
  const key = await page.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^owk_[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-api-key-created');

  // Back on the list the key shows by its prefix only: its value is nowhere on the page any more.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'API keys' }).getByText(name)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  const prequal = await request.post('/api/partner/v1/prequal', {
    headers: { authorization: `Bearer ${key}` },
    data: MARIA,
  });
  expect(prequal.status()).toBe(200);
  const answer = (await prequal.json()) as { hasOffers: boolean; offers: { offerId: string }[] };
  expect(answer.hasOffers).toBe(true);
  expect(answer.offers.length).toBeGreaterThan(0);

  await page.goto('/embedder/console/prequalLeads');
  await expect(frame.heading('Prequal Leads')).toBeVisible();
  const leads = page.getByRole('table', { name: 'Prequal leads' });
  await expect(leads.getByText('Maria Garcia').first()).toBeVisible();
  await expect(leads.getByText('18 Aspen Way, Boulder, CO 80301').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-prequal-leads');

  // The key's edit page: revoke behind a confirmation, after which the partner API refuses it.
  await page.goto('/embedder/console/keys/apiManagement');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(frame.heading('Edit API key')).toBeVisible();
  await page.getByRole('button', { name: 'Revoke API key' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-api-key-revoke');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  const refused = await request.post('/api/partner/v1/prequal', { headers: { 'x-api-key': key }, data: MARIA });
  expect(refused.status()).toBe(401);
});
