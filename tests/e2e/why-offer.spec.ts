import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { signInConsumer } from './consumer-session.ts';
import { DEMO } from './demo.ts';
import { sql } from './e2e-db.ts';
import { redeemOwnConsumerLead } from './lead-setup.ts';
import { captureScreens } from './screenshots.ts';

test.describe.configure({ timeout: 120_000 });

test('a lender opens a funded lead’s “Why this offer”: the winning tier’s rules with the consumer’s values', async ({
  page,
}) => {
  const lead = await redeemOwnConsumerLead(page);
  await sql(`update loan_leads set funding_status = 'FUNDED' where redemption_id = $1`, [lead.redemptionId]);
  await signInToConsole(page, 'lender', DEMO.lenderAdmin, `loanLeads/${lead.redemptionId}`);
  const why = page.getByRole('region', { name: 'Why this offer' });
  await expect(why.getByText(/^Offered: /)).toBeVisible({ timeout: 30_000 });
  const winner = why.getByRole('region').filter({ has: page.getByText('Won: the first tier whose rule held') });
  await expect(winner).toHaveCount(1);
  // The copied consumer is DEMO-1010's strong file: FICO 785, shown beside the tier's own condition.
  const rows = winner.getByRole('row').filter({ hasText: 'FICO score' });
  await expect(rows.first()).toContainText('785');
  await expect(rows.first()).toContainText('Pass');
  await expect(why.getByRole('heading', { name: 'Product rule' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-why-this-offer');
});

test('Rivera, who has no offers, reads the main reasons in plain words', async ({ page }) => {
  await signInConsumer(page, 'DEMO-1006', 'Rivera');
  await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();
  const reasons = page.getByRole('region', { name: 'Why there are no offers' });
  await expect(reasons.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
  await expect(reasons).toContainText("Your credit score is below this lender's minimum");
  const count = await reasons.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  // Never a threshold or a bureau value.
  await expect(reasons).not.toContainText(/\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'consumer-why-no-offer');
});
