import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { endCampaign, sql } from './e2e-db.ts';

/*
 * The seed's parameter-free processing routes (002 §2 uc/campaign/processing and its steps) open the campaign being
 * processed: its page when there is one, a picker when there are several, a plain page when there is none.
 */

const made: string[] = [];
test.afterAll(async () => {
  for (const id of made) await endCampaign({ id });
});

const scheduledCampaign = async (name: string) => {
  const [campaign] = await sql<{ id: string }>(
    `insert into uc_campaigns (name, status, starts_at, expires_at, enrollment_starts_at, enrollment_ends_at)
     values ($1, 'SCHEDULED', now() + interval '40 days', now() + interval '100 days',
       now() - interval '10 days', now() - interval '1 day') returning id`,
    [name],
  );
  made.push(campaign?.id ?? '');
  return campaign?.id ?? '';
};

test('uc/campaign/processing opens the campaign in processing, a picker, or says there is none', async ({ page }) => {
  test.setTimeout(90_000);
  // The demo seed has no campaign in processing; a spec run beside this one might (then the none-case is skipped).
  const before = await sql(`select id from uc_campaigns where status in ('SCHEDULED', 'OFFERS_GENERATED')`);
  await signInAsAdmin(page);
  if (before.length === 0) {
    await page.goto('/admin/console/uc/campaign/processing');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign processing' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No campaign in processing' })).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  }

  const stamp = Date.now();
  const first = await scheduledCampaign(`Processing now ${stamp}`);
  if (before.length === 0) {
    await page.goto('/admin/console/uc/campaign/processing/tu-export');
    await expect(page).toHaveURL(new RegExp(`/admin/console/uc/campaign/${first}/processing/tu-export$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Bureau export' })).toBeVisible();
    await page.goto('/admin/console/uc/campaign/processing');
    await expect(page).toHaveURL(new RegExp(`/admin/console/uc/campaign/${first}/processing$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign processing' })).toBeVisible();
  }

  const second = await scheduledCampaign(`Processing too ${stamp}`);
  await page.goto('/admin/console/uc/campaign/processing/metrics-calc');
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
  const picker = page.getByRole('table', { name: 'Campaigns in processing' });
  await expect(picker.getByRole('link', { name: `Processing now ${stamp}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('link', { name: `Processing too ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/console/uc/campaign/${second}/processing/metrics-calc$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Metrics' })).toBeVisible();
});
