import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { offerCards, signInConsumer } from './consumer-session.ts';
import { openRedeemJourney } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

const heading = (name: string | RegExp) => ({ level: 1 as const, name });
const payment = (card: ReturnType<typeof offerCards>) => card.getByText(/^\$[\d,]+\.\d\d$/);

test.describe('consumer loose ends (issue 17)', () => {
  test('the consumer and /further error pages are public', async ({ page }) => {
    await page.goto('/consumer/error/session');
    await expect(page).toHaveURL(/\/consumer\/error\/session$/);
    await expect(page.getByText('Please close this window and try again later.')).toBeVisible();
    await captureScreens(page, 'consumer-error-session-signed-out');
    await page.goto('/further/error/not-found');
    await expect(page.getByRole('heading', heading('Page not found'))).toBeVisible();
    await page.goto('/further/error');
    await expect(page.getByRole('heading', heading('Oops! Something went wrong.'))).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/further\/auth/);
  });

  test('offer details show the amount and term chosen on the list, under a heading', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.getByRole('button', { name: /^Personal Loans/ }).click();
    await page.getByLabel(/Amount/).fill('5000');
    const card = offerCards(page).first();
    const listed = await payment(card).textContent();
    const name = (await card.getAttribute('aria-label'))?.split(' from ')[0] ?? '';
    await card.getByRole('button', { name: 'See offer details' }).click();
    await expect(page.getByRole('heading', heading(name))).toBeVisible();
    await expect(payment(offerCards(page).first())).toHaveText(listed ?? '');
    await captureScreens(page, 'consumer-offer-details');
  });

  test('credit cards have no payment box and no payment or APY sort', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.getByRole('button', { name: /^Credit Cards/ }).click();
    await expect(offerCards(page)).toHaveCount(3);
    await expect(page.getByText('$----')).toHaveCount(0);
    await expect(page.getByText(/Estimated .* payment/)).toHaveCount(0);
    const sorts = await page.getByLabel('Sort offers').locator('option').allTextContents();
    expect(sorts).toEqual(['Sort: Credit limit', 'Sort: Lowest APR']);
    await expect(page.getByText('Member FDIC. Member FDIC.')).toHaveCount(0);
    await captureScreens(page, 'consumer-credit-cards');
  });

  test('a /further lookup message goes once its field is corrected, and a minor is refused', async ({ page }) => {
    await page.goto('/further/welcome');
    await page.getByRole('button', { name: 'Find my offers' }).click();
    await page.getByRole('button', { name: 'Send my passcode' }).click();
    await expect(page.getByText('Enter the 5-digit ZIP code')).toBeVisible();
    await expect(page.getByText("Confirm you're not a robot")).toBeVisible();
    await page.getByLabel('ZIP code').fill('80202');
    await expect(page.getByText('Enter the 5-digit ZIP code')).toHaveCount(0);
    await page.getByText("I'm not a robot").click();
    await expect(page.getByText("Confirm you're not a robot")).toHaveCount(0);
    await page.getByLabel('Date of birth').fill(`${new Date().getUTCFullYear() - 10}-01-01`);
    await page.getByRole('button', { name: 'Send my passcode' }).click();
    await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  });

  test('the home improvement tile counts the offers its list shows', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1005', 'Nguyen');
    await expect(page.getByRole('button', { name: /^Home Improvement/ })).toContainText('1 offer');
  });

  test('a home loan application asks contact preference, ID type, occupancy and property type', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1005', 'Nguyen');
    await openRedeemJourney(page, /^Home Improvement/);
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Yes, continue' }).click();
    await expect(page).toHaveURL(/\/application$/);
    await page.getByLabel('How may the lender contact you?').selectOption('Text message');
    await page.getByLabel('Your ID').selectOption('Drivers License');
    await page.getByLabel('How do you occupy the home?').selectOption('OWN_WITH_MORTGAGE');
    await page.getByLabel('Property type').selectOption('townhouse');
    await captureScreens(page, 'redeem-application-home');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/idverify$/);
  });

  test('logging out makes no request the server refuses', async ({ page }) => {
    const refused: string[] = [];
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.getByRole('button', { name: /^Personal Loans/ }).click();
    await expect(offerCards(page)).toHaveCount(2);
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/consumer\/auth/);
    await page.waitForTimeout(1500);
    expect(refused).toEqual([]);
  });

  test('the admin users table stays within a phone screen', async ({ page }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/console/users');
    await expect(page.getByRole('heading', heading('Users'))).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await captureScreens(page, 'admin-users');
  });
});
