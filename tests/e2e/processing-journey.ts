import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uploadConsumerFileAsEmbedder } from './campaign-journey.ts';
import { insertEnrollingCampaign, sql } from './e2e-db.ts';

const FIXTURE = fileURLToPath(new URL('../fixtures/consumer-file.csv', import.meta.url));

/**
 * A campaign of its own, ready for processing (the demo next campaign stays NEXT for the embedder specs): enrollment
 * open, every demo lender enrolled, the embedder's 4-row consumer file uploaded through the API and handed over by
 * the import, then SCHEDULED. Answers its id; end it with endCampaign.
 */
export async function scheduledCampaignWithConsumers(request: APIRequestContext, label: string): Promise<string> {
  const campaignId = await insertEnrollingCampaign(label);
  // A campaign offers the products of the lenders enrolled in it: every demo lender takes part.
  await sql(
    `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
     select id, $1, 'ENROLLED' from financial_institutions`,
    [campaignId],
  );
  await uploadConsumerFileAsEmbedder(request, campaignId, readFileSync(FIXTURE, 'utf8'), 'processing.csv');
  await sql(`update uc_campaigns set status = 'SCHEDULED' where id = $1`, [campaignId]);
  return campaignId;
}

/**
 * The six steps on the campaign's processing page, in order, and the row count each reports when it has one: the
 * four that read the consumers report `consumers` of them (the consumer file's rows).
 */
const sixSteps = (consumers: number) => {
  const rows = `${consumers} of ${consumers} rows`;
  return [
    ['Embedder import', rows],
    ['Bureau export', rows],
    ['Bureau import', rows],
    ['Generate offers', rows],
    ['E-mail payloads', null],
    ['Metrics', null],
  ] as const;
};

/**
 * Starts each step from its card on the open processing page (none run yet) and waits for it to complete; `consumers`
 * is the campaign's consumer file's row count (the 4-row fixture of scheduledCampaignWithConsumers unless said).
 */
export async function runSixSteps(page: Page, consumers = 4): Promise<void> {
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Embedder import').getByTestId('step-status')).toHaveText('Not run');
  for (const [title, rows] of sixSteps(consumers)) {
    await card(title)
      .getByRole('button', { name: `Start ${title.toLowerCase()}` })
      .click();
    await expect(card(title).getByTestId('step-status')).toHaveText('Complete', { timeout: 30_000 });
    await expect(card(title).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    if (rows) await expect(card(title).getByRole('status')).toContainText(rows);
  }
  await expect(page.getByText(/processing complete/)).toBeVisible();
}
