import { expect, type Page, test } from '@playwright/test';
import { adminSession, signInAsAdmin } from './admin-session.ts';
import { dayFromToday } from './campaign-journey.ts';
import { signInToConsole } from './console-session.ts';
import { signInConsumer } from './consumer-session.ts';
import { DEMO } from './demo.ts';
import { endCampaign, sql } from './e2e-db.ts';

// Issue 30 items 1, 2 and 6: the same campaign dates (inclusive last days) in the admin, lender, embedder and consumer
// pages, one current campaign everywhere, and the embedder reaching a second next campaign.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const FALL = '70000000-0000-4000-8000-000000000001';
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
// The campaign, made as the admin form makes it: enrollment to day +20, offers active days +40 to +100.
const CAMPAIGN = `Dates check ${Date.now().toString(36)}`;
const ENROLLMENT = { start: dayFromToday(0), end: dayFromToday(20) };
const OFFERS = { start: dayFromToday(40), end: dayFromToday(100) };
let campaignId = '';
/** The seeded current campaign's period, read back as inclusive days from what the seed stored. */
let fall = { start: '', end: '' };

test.beforeAll(async ({ request }) => {
  const { jwt } = await adminSession(request);
  const headers = { authorization: `Bearer ${jwt}` };
  const created = await request.post('/api/uc/campaigns', {
    headers,
    data: {
      name: CAMPAIGN,
      status: 'CREATED',
      enrollmentPeriod: ENROLLMENT,
      activeOffersPeriod: OFFERS,
      dropDates: [OFFERS.start],
      dropDateWindow: '0',
      ruleSet: { name: 'Prime', description: 'Prime borrowers' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  campaignId = ((await created.json()) as { ucCampaignId: string }).ucCampaignId;
  const started = await request.post(`/api/uc/campaigns/${campaignId}/transitions`, {
    headers,
    data: { event: 'START_ENROLLMENT' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const [row] = await sql<{ start: string; end: string }>(
    `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD') as start,
            to_char((expires_at - interval '1 millisecond') at time zone 'UTC', 'YYYY-MM-DD') as end
       from uc_campaigns where id = $1`,
    [FALL],
  );
  fall = row ?? fall;
});
test.afterAll(async () => {
  if (campaignId) await endCampaign({ id: campaignId });
});

const period = (p: { start: string; end: string }) => `${p.start} to ${p.end}`;
/** The Current section holds exactly the seeded current campaign (one answer in every console). */
const expectCurrentIsFall = async (page: Page) => {
  const current = page.getByRole('region', { name: 'Current', exact: true });
  await expect(current.getByRole('heading', { level: 3 })).toHaveText(['Fall 2026 pre-approved offers']);
};
const cardOf = (page: Page, name: string) =>
  page.locator('.chakra-card__root').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function signInConsole(page: Page, realm: 'lender' | 'embedder') {
  await signInToConsole(page, realm, realm === 'lender' ? DEMO.lenderAdmin : DEMO.embedder);
  await expect(page).toHaveURL(new RegExp(`/${realm}/console/dashboard$`));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the admin shows the periods as inclusive days, and the seeded current campaign as current', async ({
      page,
    }) => {
      await signInAsAdmin(page);
      await expect(page.getByText('Current campaign: Fall 2026 pre-approved offers')).toBeVisible();
      await page.goto(`/admin/console/uc/campaign/${campaignId}`);
      await expect(page.getByText(period(ENROLLMENT))).toBeVisible();
      await expect(page.getByText(period(OFFERS))).toBeVisible();
      await page.goto(`/admin/console/uc/campaign/${FALL}`);
      await expect(page.getByText(period(fall))).toBeVisible();
      if (width === 390) await page.screenshot({ path: '/tmp/campaign-dates-admin-390.png', fullPage: true });
    });

    test('the lender shows the same days and the same current campaign', async ({ page }) => {
      await signInConsole(page, 'lender');
      await page.goto('/lender/console/campaign');
      const mine = cardOf(page, CAMPAIGN);
      await expect(
        mine.getByText(`Offers active: ${period(OFFERS)} · Enrollment ends ${ENROLLMENT.end}`),
      ).toBeVisible();
      await expect(
        cardOf(page, 'Fall 2026 pre-approved offers').getByText(`Offers active: ${period(fall)}`),
      ).toBeVisible();
      if (width === 1280) await page.screenshot({ path: '/tmp/campaign-dates-lender-1280.png', fullPage: true });
    });

    test('the embedder shows the same days and reaches each of its two next campaigns', async ({ page }) => {
      await signInConsole(page, 'embedder');
      await page.goto('/embedder/console/campaign');
      await expectCurrentIsFall(page);
      const mine = cardOf(page, CAMPAIGN);
      await expect(mine.getByText(`Enrollment: ${period(ENROLLMENT)} (open)`)).toBeVisible();
      await expect(mine.getByText(`Offers active: ${period(OFFERS)}`)).toBeVisible();
      const fallCard = cardOf(page, 'Fall 2026 pre-approved offers');
      await expect(fallCard.getByText(`Offers active: ${period(fall)}`)).toBeVisible();
      if (width === 390) await page.screenshot({ path: '/tmp/campaign-dates-embedder-390.png', fullPage: true });

      await mine.getByRole('link', { name: 'Enrollment and consumer file' }).click();
      await expect(page).toHaveURL(new RegExp(`/embedder/console/campaign/next\\?campaignId=${campaignId}$`));
      // The address changes before the campaigns page leaves the DOM: wait for the next page's own heading, and for
      // the one card it draws (both pages' cards once matched together and broke strict mode).
      await expect(page.getByRole('heading', { level: 1, name: 'Next campaign' })).toBeVisible();
      await expect(page.getByRole('heading', { name: CAMPAIGN })).toHaveCount(1);
      await expect(page.getByText(`Enrollment: ${period(ENROLLMENT)} (open)`)).toHaveCount(1);
      await expect(page.getByText(`Enrollment: ${period(ENROLLMENT)} (open)`)).toBeVisible();

      await page.goto('/embedder/console/campaign');
      await cardOf(page, 'Winter 2027 pre-approved offers')
        .getByRole('link', { name: 'Enrollment and consumer file' })
        .click();
      await expect(page.getByRole('heading', { name: 'Winter 2027 pre-approved offers' })).toBeVisible();
      await expect(page.getByRole('heading', { name: CAMPAIGN })).toHaveCount(0);
      // An address naming no campaign of the embedder's falls back to the first next campaign.
      await page.goto('/embedder/console/campaign/next?campaignId=not-a-campaign');
      await expect(page.getByRole('heading', { level: 1, name: 'Next campaign' })).toBeVisible();
      await expect(page.locator('.chakra-card__root')).toHaveCount(1);
    });

    test('the consumer reads the last valid day of the current campaign', async ({ page }) => {
      await signInConsumer(page, DEMO.consumer.accessCode, DEMO.consumer.lastName);
      await page.goto('/consumer/marketplace/offers?category=CD&category=AUTO');
      await expect(page.getByText(`Offers valid until ${usDate(fall.end)}.`)).toBeVisible({ timeout: 30_000 });
      if (width === 390) await page.screenshot({ path: '/tmp/campaign-dates-consumer-390.png', fullPage: true });
    });
  });
}
