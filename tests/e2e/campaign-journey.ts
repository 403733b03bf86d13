import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { labelOf } from '../../domain/format/labels.ts';
import { CONFIRMATION_WORDS, confirmationMessage } from '../../domain/validation/confirmation.ts';
import { DEMO } from './demo.ts';

const EMBEDDER = 1;
const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan', 'Kendall', 'Logan'];
const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';

/**
 * A consumer file of people of the spec's own (new rows in its campaign, never the DEMO-10xx consumers other specs
 * sign in as): ten Colorado consumers with e-mail addresses, so the e-mail payload step mails each one with offers.
 */
export function consumerFileCsv(prefix: string): { csv: string; rows: number } {
  const lines = FIRST_NAMES.map(
    (first, index) =>
      `${prefix}-${index},${first},,Whitfield,,${100 + index} Larimer St,Denver,Denver,CO,80202,` +
      `123-45-${String(6700 + index)},${first.toLowerCase()}.${prefix}@example.com,04-17-19${70 + index}`,
  );
  return { csv: `${HEADER}\n${lines.join('\n')}\n`, rows: lines.length };
}

/** The lenders taking part in the demo's current campaign (seed): those the spec enrolls (Peak FCU stays in none). */
export const ACTIVE_LENDERS_SQL = `select fi.name from fi_campaign_enrollments e
  join financial_institutions fi on fi.id = e.fi_id
 where e.uc_campaign_id = '70000000-0000-4000-8000-000000000001' and e.status = 'ENROLLED'
 order by fi.name`;

/**
 * The embedder's part, through its API: it enrolls in the campaign and uploads the file (named `fileName`); answers
 * once its import has handed the file over for processing.
 */
export async function uploadConsumerFileAsEmbedder(
  request: APIRequestContext,
  campaignId: string,
  csv: string,
  fileName = 'end-to-end.csv',
) {
  const auth = await request.post('/api/auth', {
    data: { realm: 'embedder', tenant: DEMO.embedder.tenant, user: DEMO.embedder.user, password: DEMO.password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const base = `/api/embedders/${EMBEDDER}/campaigns/${campaignId}`;
  expect((await request.post(`${base}/enrollment`, { headers })).ok()).toBe(true);
  const uploaded = await request.post(`${base}/consumer-files`, {
    headers,
    multipart: { consumerFile: { name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { fileId } = (await uploaded.json()) as { fileId: string };
  await expect
    .poll(async () => {
      const file = await request.get(`/api/embedders/${EMBEDDER}/consumer-files/${fileId}`, { headers });
      return ((await file.json()) as { processing: string | null }).processing;
    })
    .toBe('READY_FOR_PROCESSING');
}

/** The calendar day `offset` days from today, as the admin's campaign form takes it (the campaign's time zone, UTC). */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The admin's Add campaign form, opened from the Campaigns list, filled and submitted: the periods as day offsets from
 * today ([start, end]), the prequal vantage cutoff as typed, and the Prime rule set the specs' campaigns use. What the
 * form answers (saved, or its messages) is the spec's to check.
 */
export async function submitNewCampaign(
  page: Page,
  campaign: { name: string; enrollment: [number, number]; offers: [number, number]; prequalCutoff: string },
) {
  await page.getByRole('link', { name: 'Add campaign' }).click();
  await page.getByLabel(/^Name/).fill(campaign.name);
  await page.getByLabel('Enrollment period start').fill(dayFromToday(campaign.enrollment[0]));
  await page.getByLabel('Enrollment period end').fill(dayFromToday(campaign.enrollment[1]));
  await page.getByLabel('Active offers period start').fill(dayFromToday(campaign.offers[0]));
  await page.getByLabel('Active offers period end').fill(dayFromToday(campaign.offers[1]));
  await page.getByLabel('Prequal vantage cutoff').fill(campaign.prequalCutoff);
  await page.getByLabel('Rule set name').fill('Prime');
  await page.getByLabel('Rule set description').fill('Prime borrowers');
  await page.getByRole('button', { name: 'Add campaign' }).click();
}

/** A lifecycle action on the campaign's Details tab, confirmed in its dialog; the campaign shows the new status. */
/**
 * An activation shows the fair-lending pre-check first (decision 0653); when it flags a product (the demo's few
 * consumers per income level often do), the admin types the word and a reason, as the dialog asks.
 */
async function overFairLendingFlags(confirm: Locator) {
  await expect(confirm.getByRole('table').first()).toBeVisible();
  if (!(await confirm.getByText('A product is flagged', { exact: false }).isVisible())) return;
  const word = CONFIRMATION_WORDS.fairLendingOverride;
  await confirm.getByRole('textbox', { name: confirmationMessage(word) }).fill(word);
  await confirm.getByRole('textbox', { name: 'Reason for activating' }).fill('End-to-end check of the demo campaign.');
}

export async function campaignAction(page: Page, label: string, status: string) {
  await page.getByRole('button', { name: label, exact: true }).click({ noWaitAfter: true });
  const confirm = page.getByRole('alertdialog', { name: `${label}?` });
  await expect(confirm).toBeVisible();
  if (status === 'OFFERS_ACTIVATED') await overFairLendingFlags(confirm);
  await confirm.getByRole('button', { name: label, exact: true }).click();
  await expect(confirm).toBeHidden();
  // The page names the status in words (domain/format/labels.ts).
  await expect(page.getByText(labelOf(status), { exact: true }).first()).toBeVisible();
}

const CAMPAIGN_TABS = [
  ['Details', ''],
  ['Lenders', '/lender'],
  ['Prescreen', '/prescreen'],
  ['Product Insights', '/productInsights'],
  ['Embedders', '/embedder'],
  ['Settings', '/settings'],
] as const;
/** The campaign's other tabs, whose titles are not their tab labels. */
const CAMPAIGN_PAGES = [
  ['Change acknowledgements', '/acknowledgements'],
  ['Campaign processing', '/processing'],
] as const;
const PROCESSING_STEPS = [
  ['Embedder import', '/embedder-import'],
  ['SFTP copy', `/embedder-import/${EMBEDDER}/sftp`],
  ['PGP decryption', `/embedder-import/${EMBEDDER}/pgp`],
  ['File import', `/embedder-import/${EMBEDDER}/import`],
  ['Bureau export', '/tu-export'],
  ['Bureau import', '/tu-import'],
  ['Generate offers', '/generate-offers'],
  ['E-mail payloads', '/generate-email-payloads'],
  ['Metrics', '/metrics-calc'],
] as const;

/** Every tab of a campaign and every processing step page: the path, the page's h1 and a name for its screens. */
export function campaignGallery(campaignId: string, name: string) {
  const base = `/admin/console/uc/campaign/${campaignId}`;
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return [
    ...CAMPAIGN_TABS.map(([tab, path]) => ({
      path: `${base}${path}`,
      heading: `${name}: ${tab}`,
      screen: `campaign-tab-${slug(tab)}`,
    })),
    ...CAMPAIGN_PAGES.map(([title, path]) => ({
      path: `${base}${path}`,
      heading: `${name}: ${title}`,
      screen: `campaign-${slug(title)}`,
    })),
    ...PROCESSING_STEPS.map(([title, path]) => ({
      path: `${base}/processing${path}`,
      heading: `${name}: ${title}`,
      screen: `campaign-processing-${slug(title)}`,
    })),
  ];
}
