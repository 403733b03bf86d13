import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { endCampaign, sql } from './e2e-db.ts';
import { captureScreens } from './screenshots.ts';

// Every lender campaign route of 002 §2 opened as cu-admin with the demo's campaigns (issue 14): Campaign Management,
// the details / blackout / complete summaries, the next campaign's marketplace workflow, projections; then the admin's
// campaign tabs (one tab bar on every tab) and the admin's marketplace workflow screens. The enrollment, the wizard,
// rate changes and the projection's what-if are lender-wizard.spec.ts's and acknowledgement.spec.ts's.
test.describe.configure({ mode: 'serial', timeout: Number(process.env.E2E_SPEC_TIMEOUT ?? 120_000) });

const RUN = Date.now().toString(36);
const BLACKOUT = `Blackout pages ${RUN}`;
interface Campaign {
  campaignId: string;
  name: string;
  displayStatus: string;
}
const ids: Partial<Record<'current' | 'complete' | 'next' | 'blackout', Campaign | undefined>> = {};
const made: string[] = [];

/** cu-admin's campaigns through the API (GET /fi/{fiId}/campaigns), as the landing page reads them. */
async function lenderCampaigns(request: APIRequestContext): Promise<{ fiId: string; campaigns: Campaign[] }> {
  const auth = await request.post('/api/auth', {
    data: { realm: 'fi', tenant: DEMO.lenderAdmin.tenant, user: DEMO.lenderAdmin.user, password: DEMO.password },
  });
  const { jwt, tenantId } = (await auth.json()) as { jwt: string; tenantId: string };
  const answer = await request.get(`/api/fi/${tenantId}/campaigns`, { headers: { authorization: `Bearer ${jwt}` } });
  return { fiId: tenantId, ...((await answer.json()) as { campaigns: Campaign[] }) };
}

test.beforeAll(async ({ request }) => {
  // A campaign of this spec's own in blackout (SCHEDULED, Summit CU enrolled), starting before Winter 2027 so the
  // projections (for the latest open campaign) and the demo's one NEXT campaign stay as other specs expect them.
  const [made1] = await sql<{ id: string }>(
    `insert into uc_campaigns (name, status, starts_at, expires_at, enrollment_starts_at, enrollment_ends_at)
     values ($1, 'SCHEDULED', now() + interval '40 days', now() + interval '100 days', now() - interval '10 days',
       now() - interval '1 day') returning id`,
    [BLACKOUT],
  );
  made.push(made1?.id ?? '');
  await sql(
    // Enrolled by the platform (the lender's auto-enroll setting), as when the campaign's enrollment started.
    `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status, source_type, auto_enrolled)
     select fi.id, $1, 'ENROLLED', 'UCCAMPAIGN', true from financial_institutions fi where fi.code = $2`,
    [made1?.id, DEMO.lenderAdmin.tenant],
  );
  const { campaigns } = await lenderCampaigns(request);
  const find = (status: string, name: RegExp | string) =>
    campaigns.find(
      (c) => c.displayStatus === status && (typeof name === 'string' ? c.name === name : name.test(c.name)),
    );
  ids.current = find('CURRENT', /^Fall 2026/);
  ids.complete = find('COMPLETE', /^Spring 2026/);
  ids.next = find('NEXT', /^Winter 2027/);
  ids.blackout = find('BLACKOUT', BLACKOUT);
  expect(Object.values(ids).every(Boolean), JSON.stringify(campaigns)).toBe(true);
});
test.afterAll(async () => {
  for (const id of made) await endCampaign({ id });
});

async function signIn(page: Page): Promise<void> {
  await signInToConsole(page, 'lender', DEMO.lenderAdmin);
  await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
}

async function checked(page: Page, screen: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, `lender-campaign-${screen}`);
}

/** The lender's offers in a campaign, counted in the database (what the campaign summary must show). */
async function offerFigures(campaignId: string) {
  const [row] = await sql<{ offers: number; consumers: number; products: number }>(
    `select count(o.id)::int as offers, count(distinct o.consumer_id)::int as consumers,
       count(distinct o.product_id)::int as products
     from offers o join products p on p.id = o.product_id join financial_institutions fi on fi.id = p.fi_id
     where fi.code = $1 and o.campaign_id = $2`,
    [DEMO.lenderAdmin.tenant, campaignId],
  );
  return row ?? { offers: 0, consumers: 0, products: 0 };
}

const figure = (page: Page, label: string) =>
  page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${label}"]`) });

test('Campaign Management and the details, blackout and complete summaries show the database’s figures', async ({
  page,
}) => {
  const { current, complete, next, blackout } = ids as Record<keyof typeof ids, Campaign>;
  await signIn(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Management' })).toBeVisible();
  for (const [status, campaign] of [
    ['Current', current],
    ['Next', next],
    ['Blackout', blackout],
    ['Complete', complete],
  ] as const) {
    const section = page.getByRole('region', { name: status, exact: true });
    await expect(section.getByRole('heading', { level: 3, name: campaign.name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Next' }).getByText('Not enrolled yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Blackout' }).getByText('Enrolled · auto enrolled')).toBeVisible();
  await checked(page, 'management');

  // Current: details, figures counted from the offers table.
  await page.getByRole('region', { name: 'Current' }).getByRole('link', { name: 'View summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${current.campaignId}/details$`));
  await expect(page.getByRole('heading', { level: 1, name: current.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Campaign summary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Product summary' })).toBeVisible();
  const figures = await offerFigures(current.campaignId);
  expect(figures.offers).toBeGreaterThan(0);
  await expect(figure(page, 'Offers generated')).toHaveText(figures.offers.toLocaleString('en-US'));
  await expect(figure(page, 'Consumers with offers')).toHaveText(figures.consumers.toLocaleString('en-US'));
  await expect(page.getByRole('table', { name: 'Product summary' }).getByRole('row')).toHaveCount(figures.products + 1);
  await checked(page, 'details');

  // A campaign opened under another status's page goes to its own.
  await page.goto(`/lender/console/campaign/${current.campaignId}/complete`);
  await expect(page).toHaveURL(new RegExp(`/campaign/${current.campaignId}/details$`));

  await page.goto('/lender/console/campaign');
  await page.getByRole('region', { name: 'Blackout' }).getByRole('link', { name: 'View summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${blackout.campaignId}/blackout$`));
  await expect(page.getByText(/^Blackout · offers active/)).toBeVisible();
  await expect(figure(page, 'Offers generated')).toHaveText('0');
  await expect(page.getByText('No offers yet: they are generated before the campaign starts.')).toBeVisible();
  await checked(page, 'blackout');

  await page.getByRole('link', { name: '← Campaign Management' }).click();
  await page.getByRole('region', { name: 'Complete' }).getByRole('link', { name: 'View summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${complete.campaignId}/complete$`));
  const done = await offerFigures(complete.campaignId);
  await expect(figure(page, 'Offers generated')).toHaveText(done.offers.toLocaleString('en-US'));
  await expect(page.getByText(/^Complete · offers active/)).toBeVisible();
  await checked(page, 'complete');
});

test('the next campaign’s marketplace workflow and a projection run to its Campaign Projection Summary', async ({
  page,
}) => {
  const { current, next } = ids as Record<keyof typeof ids, Campaign>;
  await signIn(page);
  await page.goto('/lender/console/campaign');
  await page.getByRole('region', { name: 'Next' }).getByRole('link', { name: 'Marketplace workflow' }).click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${next.campaignId}/marketplaceSettings$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace workflow' })).toBeVisible();
  await expect(page.getByText(next.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Enrollment started', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add marketplace workflow' }).click();
  await expect(
    page.getByText('Only an admin can enable offer re-evaluation. Contact an admin to change it.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Offer re-evaluation' })).toBeDisabled();
  const reevaluated = page.getByRole('group', { name: 'Fields to re-evaluate' });
  await expect(reevaluated.getByRole('checkbox', { name: 'Annual income' })).toBeDisabled();
  await checked(page, 'marketplace-next');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Not the next campaign: read-only, with the spec's reason.
  await page.goto(`/lender/console/campaign/${current.campaignId}/marketplaceSettings`);
  await expect(
    page.getByText(
      'Marketplace workflow changes take effect with the next campaign; this campaign’s settings are read-only.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add marketplace workflow' })).toHaveCount(0);

  await page.getByRole('navigation').getByRole('link', { name: 'Projections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projections' })).toBeVisible();
  await page.getByRole('button', { name: 'Run projection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Projection Summary' })).toBeVisible();
  await expect(page.getByText(`For ${next.name}, over the consumers of ${current.name}.`)).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 });
  const done = page.getByText(/^(\d+) of \1 consumers projected$/);
  await expect(done).toBeVisible();
  const table = page.getByRole('table', { name: 'Campaign Projection Summary' });
  await expect(table.getByRole('row').nth(1)).toContainText(next.name);
  await checked(page, 'projection');
  await page.getByRole('navigation').getByRole('link', { name: 'Projections' }).click();
  await expect(page.getByRole('row').filter({ hasText: next.name }).first()).toContainText('Complete');
  await checked(page, 'projections');
});

test('the admin’s campaign tabs all show the tab bar, and the marketplace workflow screens name the lender', async ({
  page,
}) => {
  const { next } = ids as Record<keyof typeof ids, Campaign>;
  await signInAsAdmin(page);
  const base = `/admin/console/uc/campaign/${next.campaignId}`;
  // Nine tabs: the six of 002 §2, Fair lending (decision 0650), Acknowledgements and Processing.
  const tabBar = page.getByRole('navigation', { name: 'Campaign' });
  for (const [path, tab, heading] of [
    ['/acknowledgements', 'Acknowledgements', 'Change acknowledgements'],
    ['/processing', 'Processing', 'Campaign processing'],
  ] as const) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: `${next.name}: ${heading}` })).toBeVisible();
    await expect(tabBar.getByRole('link')).toHaveCount(9);
    await expect(tabBar.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await checked(page, `admin-${tab.toLowerCase()}`);
  }
  await page.goto(`${base}/processing/tu-export`);
  await expect(page.getByRole('heading', { level: 1, name: `${next.name}: Bureau export` })).toBeVisible();
  await expect(tabBar.getByRole('link')).toHaveCount(9);

  await tabBar.getByRole('link', { name: 'Lenders' }).click();
  await page.getByRole('link', { name: 'Marketplace workflow for Summit Credit Union' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${next.name}: Summit Credit Union marketplace workflow` }),
  ).toBeVisible();
  await expect(tabBar.getByRole('link')).toHaveCount(9);
  await page.getByRole('button', { name: 'Add marketplace workflow' }).click();
  await expect(page.getByRole('checkbox', { name: 'Offer re-evaluation' })).toBeEnabled();
  await checked(page, 'admin-marketplace');

  // The lender's page links to the next campaign's workflow (ucCampaign/next).
  await page.goto('/admin/console/lenders/1');
  await page.getByRole('link', { name: 'Marketplace settings' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Marketplace workflow configuration: Summit Credit Union' }),
  ).toBeVisible();
  // The next campaign of 002 §4: the earliest to start of those whose offers are not live yet (this spec's blackout
  // campaign while it runs, read-only then; Winter 2027 otherwise).
  const [upcoming] = await sql<{ name: string }>(
    `select name from uc_campaigns where status in ('CREATED', 'ENROLLMENT_STARTED', 'ENROLLMENT_ENDED', 'SCHEDULED',
       'OFFERS_GENERATED') order by starts_at limit 1`,
  );
  await expect(page.getByText(upcoming?.name ?? '', { exact: true })).toBeVisible();
  await expect(page.getByText('There was an error getting the marketplace settings')).toHaveCount(0);
  await checked(page, 'admin-lender-marketplace');
});
