import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

/** The seed's next campaign (server/db/seed-campaign.ts DEMO_CAMPAIGNS.next). */
const NEXT_CAMPAIGN = '70000000-0000-4000-8000-000000000003';

// Two consoles, axe and screenshots at two widths on a shared machine: more than the default.
test.describe.configure({ timeout: 150_000 });

async function signInLender(page: Page, user: string): Promise<void> {
  await signInToConsole(page, 'lender', { tenant: 'summit-cu', user });
  await expect(page).toHaveURL(/\/lender\/console\/dashboard$/);
}

test('an admin asks Summit CU to acknowledge a change and cu-ack acknowledges it with the typed word', async ({
  page,
}) => {
  const summary = `Drop dates moved ${Date.now()}`;
  await signInAsAdmin(page);
  await page.goto(`/admin/console/uc/campaign/${NEXT_CAMPAIGN}/acknowledgements`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change acknowledgements' })).toBeVisible();
  await page.getByLabel('Lender').selectOption({ label: 'Summit Credit Union' });
  await page.getByLabel('Summary').fill(summary);
  await page.getByLabel('Text before the change').fill('Drop 1: 01-05-2027\nDrop 2: 02-05-2027\nWindow: +1 day');
  await page.getByLabel('Text after the change').fill('Drop 1: 01-12-2027\nDrop 2: 02-05-2027');
  await page.getByRole('button', { name: 'Request acknowledgement' }).click();
  const card = page.getByRole('heading', { name: summary });
  await expect(card).toBeVisible();
  await expect(page.getByText('Pending acknowledgement').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'admin-acknowledgements');

  await signInLender(page, 'cu-ack');
  await expect(page.getByText('your acknowledgement')).toBeVisible();
  await page.getByRole('link', { name: 'Review changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign change acknowledgements' })).toBeVisible();
  const request = page.getByRole('article').filter({ has: page.getByRole('heading', { name: summary }) });
  const scope = (await request.count()) > 0 ? request : page;
  await expect(scope.getByText('modified').first()).toBeVisible();
  await expect(scope.getByText('no change').first()).toBeVisible();
  await expect(scope.getByText('deleted').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-acknowledgements');
  await scope.getByRole('button', { name: 'Acknowledge', exact: true }).first().click();
  await page.getByLabel('Type ACKNOWLEDGE to confirm').fill('nope');
  await page.getByRole('button', { name: 'Acknowledge change' }).click();
  await expect(page.getByText('Type ACKNOWLEDGE to confirm').nth(1)).toBeVisible();
  await page.getByLabel('Type ACKNOWLEDGE to confirm').fill('acknowledge');
  await page.getByRole('button', { name: 'Acknowledge change' }).click();
  // The card says "Your answer is recorded." until the list refetches and shows the decided request in its place.
  await expect(page.getByText('decided by cu-ack').first()).toBeVisible();
  await expect(page.getByText('Acknowledged', { exact: true }).first()).toBeVisible();
});

test('a lender runs a projection and sees its Campaign Projection Summary, then a what-if', async ({ page }) => {
  await signInLender(page, DEMO.lenderAdmin.user);
  await page.goto('/lender/console/projections');
  await expect(page.getByRole('heading', { level: 1, name: 'Projections' })).toBeVisible();
  await page.getByRole('button', { name: 'Run projection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Projection Summary' })).toBeVisible();
  await expect(page.getByText('Complete', { exact: true })).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Campaign Projection Summary' });
  await expect(table.getByRole('columnheader', { name: 'Qualifying members' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membership eligibility' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-projection');
  await page.getByLabel('Product', { exact: true }).selectOption({ label: '12-Month Share Certificate' });
  await page.getByLabel('Draft rule').fill('AGE >= 200');
  await page.getByRole('button', { name: 'Project the draft' }).click();
  const draft = page.getByRole('table', { name: 'Projection with the draft rule' });
  await expect(draft.getByText('→').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'lender-projection-what-if');
});
