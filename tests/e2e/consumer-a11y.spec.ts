import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { logOutConsumer, signInConsumer } from './consumer-session.ts';

/** Where the router sends a consumer whose documents are pending (001 §2). */
const BLOCKED = /\/consumer\/error\/OFFER_REDEMPTION_STIPS_PENDING$/;
const h1 = (name: string | RegExp) => ({ level: 1 as const, name });

/** Opens a marketplace page by its URL (a deep link the router allows) and checks it with axe. */
async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', h1(heading))).toBeVisible();
  expect(await seriousViolations(page), path).toEqual([]);
}

// Every consumer marketplace route of 001 §2, in both variants where they differ, with zero serious or critical
// axe violations. Pages are reached by deep links the router allows, so no test here changes a demo consumer.
test.describe('consumer routes have no serious or critical axe violations', () => {
  // Each page is a reload plus a full axe run; with the suite's two workers on 2 cores that can pass a minute.
  test.describe.configure({ timeout: 150_000 });
  // A page each: every check reloads the app, so the pages are spread over tests that stay well inside the time-out.
  test('category, subcategory, purpose and the purpose page', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await check(page, '/consumer/marketplace', 'What are you looking for?');
    await check(page, '/consumer/marketplace/recreational-vehicles', 'What kind?');
    await check(page, '/consumer/marketplace/auto/automobile', 'What is it for?');
    await check(page, '/consumer/marketplace/auto/automobile/purchase-new', /Auto · Automobile · Purchase new/);
  });

  test('offers, offer details and the error page', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await check(page, '/consumer/marketplace/offers?category=credit-cards', 'Credit Cards offers');
    await page.getByRole('button', { name: 'See offer details' }).first().click();
    await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await check(page, '/consumer/error/RATE_CHANGED', 'Oops! Something went wrong.');
    // Each code has its own page (the redeem journey forwards offer and redemption errors here).
    await check(page, '/consumer/error/OFFER_PRODUCT_NOT_FOUND', 'This offer is no longer available');
    await expect(page.getByRole('button', { name: 'See my other offers' })).toBeVisible();
    await check(page, '/consumer/offers/redeemed', "You've already redeemed this offer");
    await check(page, '/consumer/offers/pending', 'Nothing is waiting for you');
    await check(page, '/consumer/offers/pending/secure', 'Your offer is reserved');
    await check(page, '/consumer/offers/pending/expired', 'Your reservation has expired');
  });

  test('income, pay frequency and the no-offers pages of a level', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await check(page, '/consumer/marketplace/short-term-loans/income', 'What is your annual income?');
    await check(page, '/consumer/marketplace/short-term-loans/pay', 'How often are you paid?');
    await check(page, '/consumer/marketplace/short-term-loans/nooffers', 'No offers yet');
    await check(page, '/consumer/marketplace/auto/automobile/refinance/nooffers', 'No offers yet');
  });

  test('the auto-refinance pages', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1004', 'Lee');
    await check(page, '/consumer/marketplace/auto/automobile/refinance/overview', 'Refinance your auto loan');
    await check(page, '/consumer/marketplace/auto/automobile/refinance/vehicle', 'Tell us about your vehicle');
    await check(page, '/consumer/marketplace/auto/automobile/refinance/loan', 'Your current loan');
  });

  test('no offers and expired', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1006', 'Rivera');
    await check(page, '/consumer/marketplace/nooffers', 'No offers yet');
    await logOutConsumer(page);
    await signInConsumer(page, 'DEMO-1007', 'Clark');
    await check(page, '/consumer/marketplace/expired', 'Offers expired');
  });

  test('a blocked consumer and the /further splash', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1003', 'Johnson', BLOCKED);
    await check(page, '/consumer/marketplace', 'You have an offer in progress');
    await logOutConsumer(page);
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.evaluate(() => sessionStorage.clear());
    await check(page, '/further/marketplace/splash', 'Your pre-approved offers are ready');
    await check(page, '/further/marketplace', 'What are you looking for?');
  });
});
