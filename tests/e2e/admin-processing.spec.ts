import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { endCampaign, sql } from './e2e-db.ts';
import { runSixSteps, scheduledCampaignWithConsumers } from './processing-journey.ts';
import { captureScreens } from './screenshots.ts';

const made: string[] = [];
test.afterAll(async () => {
  for (const id of made) await endCampaign({ id });
});

test('the admin runs a campaign’s processing steps on the embedder’s uploaded consumer file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const campaignId = await scheduledCampaignWithConsumers(request, 'Processing demo');
  made.push(campaignId);

  await signInAsAdmin(page);
  await page.goto(`/admin/console/uc/campaign/${campaignId}/processing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign processing' })).toBeVisible();
  await runSixSteps(page);
  const [status] = await sql<{ status: string }>('select status from uc_campaigns where id = $1', [campaignId]);
  expect(status?.status).toBe('OFFERS_GENERATED');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-processing');

  await page.goto(`/admin/console/uc/campaign/${campaignId}/processing/metrics-calc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offer metrics' })).toBeVisible();
});
