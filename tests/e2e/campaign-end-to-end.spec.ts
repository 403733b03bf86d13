import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import {
  ACTIVE_LENDERS_SQL,
  campaignAction,
  campaignGallery,
  consumerFileCsv,
  submitNewCampaign,
  uploadConsumerFileAsEmbedder,
} from './campaign-journey.ts';
import { signInConsumerThroughForm } from './consumer-session.ts';
import { endCampaign, sql } from './e2e-db.ts';
import { runSixSteps } from './processing-journey.ts';
import { captureScreens } from './screenshots.ts';

const made: string[] = [];
/** CI sets E2E_SCREENS=off: the gallery of screens below is for people to look at, locally. */
const screens = process.env.E2E_SCREENS !== 'off';
test.afterAll(async () => {
  for (const id of made) await endCampaign({ id });
});

test('an admin runs a new campaign from creation to offers activated; its consumer sees its offers', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(screens ? 900_000 : 180_000);
  const name = `End to end ${Date.now()}`;
  // Consumers of its own (not the DEMO-10xx other specs check): a file the embedder uploads to this campaign.
  const people = consumerFileCsv(`e2e-${Date.now()}`);

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await submitNewCampaign(page, { name, enrollment: [0, 20], offers: [40, 100], prequalCutoff: '640' });
  await expect(page.getByText('Campaign saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name}: Details` })).toBeVisible();
  const campaignId = /uc\/campaign\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
  expect(campaignId).not.toBe('');
  made.push(campaignId);
  const tabs = page.getByRole('navigation', { name: 'Campaign' });

  await campaignAction(page, 'Start enrollment', 'ENROLLMENT_STARTED');
  // The embedder's side (its console is not what this spec tests): it enrolls and uploads its consumer file.
  await uploadConsumerFileAsEmbedder(request, campaignId, people.csv);

  await tabs.getByRole('link', { name: 'Lenders' }).click();
  const lenders = await sql<{ name: string }>(ACTIVE_LENDERS_SQL);
  expect(lenders.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^(Enroll|Unenroll) / }).first()).toBeVisible();
  for (const lender of lenders) {
    const unenroll = page.getByRole('button', { name: `Unenroll ${lender.name}` });
    // A lender whose auto-enroll is on (Summit) was enrolled when the enrollment started.
    if (!(await unenroll.isVisible())) await page.getByRole('button', { name: `Enroll ${lender.name}` }).click();
    await expect(unenroll).toBeVisible();
  }
  await captureScreens(page, 'campaign-e2e-lenders');

  await tabs.getByRole('link', { name: 'Prescreen' }).click();
  await page.getByLabel('Criteria').fill('GTE 300');
  await page.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.locator('[data-state-code="-1"]')).toContainText('VANTAGE_SCORE GTE 300');
  // Every state listed is reviewed (export waits for them all).
  const pending = page.getByRole('button', { name: /^Mark complete / });
  while ((await pending.count()) > 0) {
    const before = await pending.count();
    await pending.first().click();
    await expect(pending).toHaveCount(before - 1);
  }
  await expect(page.getByText('Global criteria not configured before export')).toHaveCount(0);
  await captureScreens(page, 'campaign-e2e-prescreen');

  await tabs.getByRole('link', { name: 'Details' }).click();
  await campaignAction(page, 'End enrollment', 'ENROLLMENT_ENDED');
  await campaignAction(page, 'Schedule', 'SCHEDULED');

  // By keyboard: the tab sits under the toasts' corner, and a toast pauses while the page is idle (pauseOnPageIdle),
  // which a background browser worker's page can be for minutes.
  await tabs.getByRole('link', { name: 'Processing' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign processing' })).toBeVisible();
  await runSixSteps(page, people.rows);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'campaign-e2e-processing');

  // Offers go live only inside their active offers period (issue 30; before it the admin can only schedule the
  // activation): the calendar is moved to the period's first day, as the day it starts would.
  await sql(`update uc_campaigns set starts_at = date_trunc('day', now(), 'UTC') where id = $1`, [campaignId]);
  await page.goto(`/admin/console/uc/campaign/${campaignId}`);
  await campaignAction(page, 'Activate offers', 'OFFERS_ACTIVATED');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'campaign-e2e-activated');

  // The e-mail a consumer of this campaign receives names their access code; with it they see this campaign's offers.
  const [mail] = await sql<{ body: string; last_name: string; offers: number }>(
    `select p.body, c.last_name,
       (select count(*)::int from offers o where o.consumer_id = c.id and o.campaign_id = $1 and o.status = 'ELIGIBLE') as offers
       from email_payloads p join consumers c on c.id = p.consumer_id
      where p.campaign_id = $1 order by offers desc limit 1`,
    [campaignId],
  );
  const accessCode = /access code (\S+) /.exec(mail?.body ?? '')?.[1] ?? '';
  expect(accessCode).toMatch(/^OW-/);
  expect(mail?.offers).toBeGreaterThan(0);
  const consumerContext = await browser.newContext();
  const consumer = await consumerContext.newPage();
  await signInConsumerThroughForm(consumer, accessCode, mail?.last_name ?? '');
  const categories = consumer.getByRole('button', { name: /\d+ offers?$/ });
  await expect(categories.first()).toBeVisible({ timeout: 30_000 });
  await expect(consumer.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  const shown = (await categories.allTextContents()).reduce(
    (sum, text) => sum + Number(/(\d+) offers?$/.exec(text.trim())?.[1] ?? 0),
    0,
  );
  expect(shown).toBe(mail?.offers);
  await captureScreens(consumer, 'campaign-e2e-consumer');
  await consumerContext.close();

  // For people to look at (CI turns screens off): every tab of the campaign and every processing step page, at 1280
  // and 390, each free of serious or critical axe violations.
  if (!screens) return;
  for (const shown of campaignGallery(campaignId, name)) {
    await page.goto(shown.path);
    await expect(page.getByRole('heading', { level: 1, name: shown.heading, exact: true })).toBeVisible();
    await expect(page.locator('.chakra-skeleton')).toHaveCount(0);
    expect(await seriousViolations(page), shown.path).toEqual([]);
    await captureScreens(page, shown.screen);
  }
});
