import { expect, type Page, test } from '@playwright/test';
import { offerCards, signInConsumer } from './consumer-session.ts';

const WIDTHS = [390, 1280] as const;

/** Every card shows the short notice with the opt-out number and a link to the long notice. */
async function everyCardCarriesTheNotice(page: Page) {
  const cards = offerCards(page);
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const notice = cards.nth(i).getByTestId('prescreen-notice');
    await expect(notice, `card ${i}`).toContainText('stop receiving “prescreened” offers of credit');
    await expect(notice, `card ${i}`).toContainText('1-888-5-OPT-OUT');
    await expect(notice.getByRole('link', { name: 'PRESCREEN & OPT-OUT NOTICE' })).toBeVisible();
  }
}

/** The first card's link opens the long notice, naming the bureau and the opt-out contacts. */
async function longNoticeOpens(page: Page, prefix: '/consumer' | '/further') {
  const link = offerCards(page).first().getByRole('link', { name: 'PRESCREEN & OPT-OUT NOTICE' });
  await expect(link).toHaveAttribute('href', new RegExp(`^${prefix}/prescreen-notice/(transunion|experian)$`));
  const [notice] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(notice.getByRole('heading', { name: 'PRESCREEN & OPT-OUT NOTICE' })).toBeVisible();
  await expect(notice.getByTestId('long-notice')).toContainText(/\((TransUnion|Experian)\) toll-free, 1-888-5-OPT-OUT/);
  await expect(notice.getByRole('link', { name: 'www.optoutprescreen.com' })).toBeVisible();
  return notice;
}

for (const width of WIDTHS) {
  test(`at ${width}: /consumer cards carry the prescreen notice, home equity is in the neutral order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.goto('/consumer/marketplace/offers?category=personal-loans');
    await everyCardCarriesTheNotice(page);
    await expect(page.getByTestId('ordering-note')).toContainText('listed by');
    await page.screenshot({ path: `/tmp/prescreen-consumer-${width}.png`, fullPage: true });
    const notice = await longNoticeOpens(page, '/consumer');
    await notice.setViewportSize({ width, height: 900 });
    await notice.screenshot({ path: `/tmp/prescreen-long-${width}.png`, fullPage: true });
    await notice.close();

    await page.goto('/consumer/marketplace');
    await page.getByRole('button', { name: /^Home Equity/ }).click();
    await page.getByRole('button', { name: /^Loan/ }).click();
    await everyCardCarriesTheNotice(page);
    await expect(page.getByTestId('ordering-note')).toContainText('lowest APR first');
    await expect(page.getByLabel('Sort offers')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/prescreen-home-equity-${width}.png`, fullPage: true });
  });
}

test('a consumer who never consented is asked above the page; agreeing records it and the request goes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInConsumer(page, 'DEMO-1002', 'Smith');
  const request = page.getByRole('heading', { name: 'Before you redeem an offer' });
  await expect(request).toBeVisible();
  await page.screenshot({ path: '/tmp/consent-request-390.png', fullPage: true });
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(request).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(request).toHaveCount(0);
});

test('/further cards carry the prescreen notice and the long notice opens under /further', async ({ page }) => {
  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/further/marketplace/splash');
  await page.getByRole('button', { name: 'See my offers' }).click();
  await expect(page).toHaveURL(/\/further\/marketplace$/);
  await page.getByRole('button', { name: /^Personal Loans/ }).click();
  await expect(page).toHaveURL(/\/further\/marketplace\/offers\?category=personal-loans/);
  await everyCardCarriesTheNotice(page);
  await (await longNoticeOpens(page, '/further')).close();
});
