import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { uploadConsumerFileAsEmbedder } from './campaign-journey.ts';
import { endCampaign, sql } from './e2e-db.ts';
import { captureScreens } from './screenshots.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/consumer-file.csv', import.meta.url));

const made: string[] = [];
test.afterAll(async () => {
  for (const id of made) await endCampaign({ id });
});

test('the admin runs a campaign’s processing steps on the embedder’s uploaded consumer file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A campaign of its own (the demo next campaign stays NEXT for the embedder specs): enrollment open, the embedder
  // enrolls and uploads its consumer file through the API, the import hands it over, then it is SCHEDULED.
  const [campaign] = await sql<{ id: string }>(
    `insert into uc_campaigns (name, status, starts_at, expires_at, enrollment_starts_at, enrollment_ends_at)
     values ('Processing demo ' || now()::text, 'ENROLLMENT_STARTED', now() + interval '40 days', now() + interval '100 days',
       now() - interval '1 day', now() + interval '20 days') returning id`,
  );
  const campaignId = campaign?.id ?? '';
  made.push(campaignId);
  // A campaign offers the products of the lenders enrolled in it: every demo lender takes part.
  await sql(
    `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
     select id, $1, 'ENROLLED' from financial_institutions`,
    [campaignId],
  );
  await uploadConsumerFileAsEmbedder(request, campaignId, readFileSync(FIXTURE, 'utf8'), 'processing.csv');
  await sql(`update uc_campaigns set status = 'SCHEDULED' where id = $1`, [campaignId]);

  await signInAsAdmin(page);
  await page.goto(`/admin/console/uc/campaign/${campaignId}/processing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign processing' })).toBeVisible();
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Embedder import').getByTestId('step-status')).toHaveText('Not run');
  for (const [title, rows] of [
    ['Embedder import', '4 of 4 rows'],
    ['Bureau export', '4 of 4 rows'],
    ['Bureau import', '4 of 4 rows'],
    ['Generate offers', '4 of 4 rows'],
    ['E-mail payloads', null],
    ['Metrics', null],
  ] as const) {
    await card(title)
      .getByRole('button', { name: `Start ${title.toLowerCase()}` })
      .click();
    await expect(card(title).getByTestId('step-status')).toHaveText('Complete', { timeout: 30_000 });
    const bar = card(title).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    if (rows) await expect(card(title).getByRole('status')).toContainText(rows);
  }
  await expect(page.getByText(/processing complete/)).toBeVisible();
  const [status] = await sql<{ status: string }>('select status from uc_campaigns where id = $1', [campaignId]);
  expect(status?.status).toBe('OFFERS_GENERATED');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-processing');

  await page.goto(`/admin/console/uc/campaign/${campaignId}/processing/metrics-calc`);
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offer metrics' })).toBeVisible();
});
