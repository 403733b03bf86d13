import { expect, test } from '@playwright/test';
import { logOutConsumer, offerCards, signInConsumer } from './consumer-session.ts';
import { captureScreens } from './screenshots.ts';

const heading = (name: string | RegExp) => ({ level: 1 as const, name });

test.describe('consumer marketplace', () => {
  test('Garcia browses credit cards: filter, sort, details, back', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await expect(page.getByRole('heading', heading('What are you looking for?'))).toBeVisible();
    await expect(page.getByRole('button', { name: /offers?$/ })).toHaveCount(10);
    await page.getByRole('button', { name: /^Credit Cards/ }).click();
    // One subcategory and one purpose: both are chosen for the consumer.
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=credit-cards/);
    await expect(page.getByRole('heading', heading('Credit Cards offers'))).toBeVisible();
    await expect(offerCards(page)).toHaveCount(3);
    await page.getByRole('button', { name: 'rewards' }).click();
    await expect(offerCards(page)).toHaveCount(1);
    await expect(offerCards(page).first()).toHaveAttribute('aria-label', /Rewards Card/);
    await page.getByRole('button', { name: 'all' }).click();
    await expect(offerCards(page)).toHaveCount(3);
    await page.getByLabel('Sort offers').selectOption('LOWEST_APR');
    await expect(offerCards(page).first()).toHaveAttribute('aria-label', /Cash Back Card/);
    await page.getByLabel('Sort offers').selectOption('CREDIT_LIMIT');
    await expect(offerCards(page).first()).toHaveAttribute('aria-label', /Rewards Card/);
    await offerCards(page).first().getByRole('button', { name: 'See offer details' }).click();
    await expect(page).toHaveURL(/\/consumer\/offers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Disclosures' })).toBeVisible();
    await expect(page.getByText('Will checking my Rewards Card offer affect my credit score?')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=credit-cards/);
    await expect(offerCards(page)).toHaveCount(3);
  });

  test('deep links: an allowed page is shown, a refused one is replaced by the start step', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    // Garcia has auto offers: the purpose level of auto loans is a page the router allows.
    await page.goto('/consumer/marketplace/auto/automobile');
    await expect(page.getByRole('heading', heading('What is it for?'))).toBeVisible();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/auto\/automobile$/);
    // No such category: the request fails and the router restores the remembered page (the referrer)…
    await page.goto('/consumer/marketplace/yachts');
    await expect(page).toHaveURL(/\/consumer\/marketplace\/auto\/automobile$/);
    await expect(page.getByRole('heading', heading('What is it for?'))).toBeVisible();
    // …or, with none remembered, goes to its start.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/consumer/marketplace/yachts');
    await expect(page).toHaveURL(/\/consumer\/marketplace$/);
    await expect(page.getByRole('heading', heading('What are you looking for?'))).toBeVisible();
    // The query's category is taken when it names a known one (the first of several).
    await page.goto('/consumer/marketplace/offers?category=CD&category=AUTO');
    await expect(page.getByRole('heading', heading('CD offers'))).toBeVisible();
    await expect(page).toHaveURL(
      /\/consumer\/marketplace\/offers\?category=cd&subcategory=non-lending&purpose=non-lending$/,
    );
    await expect(offerCards(page)).toHaveCount(2);
    // Income is asked only for short-term loans: a link to it with another category is denied (to the start).
    await page.goto('/consumer/marketplace/auto/income');
    await expect(page).toHaveURL(/\/consumer\/marketplace$/);
  });

  test('back and forward move through the steps the router allows', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.getByRole('button', { name: /^Personal Loans/ }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=personal-loans/);
    await expect(page.getByRole('heading', heading('Personal Loans offers'))).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/consumer\/marketplace$/);
    await expect(page.getByRole('heading', heading('What are you looking for?'))).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=personal-loans/);
    await expect(offerCards(page)).toHaveCount(2);
    // A reload keeps the page: the current path is the remembered referrer.
    await page.reload();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=personal-loans/);
    await expect(offerCards(page)).toHaveCount(2);
  });

  test('offer cards show the distance to the lender and its add-ons', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.goto('/consumer/marketplace/offers?category=auto&subcategory=automobile&purpose=purchase-new');
    const summit = offerCards(page).filter({ hasText: 'Summit Credit Union' }).first();
    await expect(summit).toContainText(/Summit Credit Union · \d+ mi to the nearest branch/);
    await expect(summit).toContainText('Add-on available: Cash Back Card with your auto loan');
    await captureScreens(page, 'consumer-offers-auto');
  });

  test('the amount changes the estimated payment', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.getByRole('button', { name: /^Personal Loans/ }).click();
    await expect(offerCards(page)).toHaveCount(2);
    await captureScreens(page, 'consumer-offers-personal-loans');
    const payment = offerCards(page)
      .first()
      .getByText(/^\$[\d,]+\.\d\d$/);
    const before = await payment.textContent();
    await page.getByLabel(/Amount/).fill('5000');
    await expect(payment).not.toHaveText(before ?? '');
    // Another term changes it again.
    const atAmount = await payment.textContent();
    await page.getByLabel('Term').selectOption('36');
    await expect(payment).not.toHaveText(atAmount ?? '');
  });

  test('a short-term loan asks income, then pay frequency, then shows the offer', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1002', 'Smith');
    await page.getByRole('button', { name: /^Short-term Loans/ }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/short-term-loans\/income$/);
    await page.getByLabel('Annual income before taxes (USD)').fill('45000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/short-term-loans\/pay$/);
    await page.getByLabel('Pay frequency').selectOption('BI_WEEKLY');
    await captureScreens(page, 'consumer-pay-frequency');
    await page.getByRole('button', { name: 'Continue' }).click();
    // Re-evaluated before anything is fixed; then confirmed.
    await expect(page.getByRole('heading', heading('Confirm your income'))).toBeVisible();
    await expect(page.getByText('$45,000')).toBeVisible();
    await captureScreens(page, 'consumer-confirm-income');
    await page.getByRole('button', { name: 'Confirm and see offers' }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=short-term-loans/);
    await expect(offerCards(page)).toHaveCount(1);
    await expect(offerCards(page).first()).toContainText('Prequalified');
    await expect(offerCards(page).first()).toContainText('Estimated bi-weekly payment');
  });

  test('an income the lenders refuse is not confirmed and can be re-entered', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1009', 'Patel');
    await page.getByRole('button', { name: /^Short-term Loans/ }).click();
    await page.getByLabel('Annual income before taxes (USD)').fill('15000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Pay frequency').selectOption('WEEKLY');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', heading('No short-term offers for this income'))).toBeVisible();
    await captureScreens(page, 'consumer-income-ineligible');
    await page.getByRole('button', { name: 'Re-enter income' }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/short-term-loans\/income$/);
    await page.getByLabel('Annual income before taxes (USD)').fill('52000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Pay frequency').selectOption('WEEKLY');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm and see offers' }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=short-term-loans/);
    await expect(offerCards(page).first()).toContainText('Estimated weekly payment');
  });

  test('auto refinance asks for the vehicle first', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1004', 'Lee');
    await page.getByRole('button', { name: /^Auto/ }).click();
    await page.getByRole('button', { name: /^Refinance/ }).click();
    await expect(page).toHaveURL(/\/refinance\/overview$/);
    await captureScreens(page, 'consumer-refinance-overview');
    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page).toHaveURL(/\/refinance\/vehicle$/);
    await expect(page.getByText(/Prairie Auto Finance/)).toBeVisible();
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('RAV4');
    await page.getByRole('button', { name: 'Confirm vehicle' }).click();
    await expect(page).toHaveURL(/\/refinance\/loan$/);
    await expect(page.getByText('Prairie Auto Finance')).toBeVisible();
    await captureScreens(page, 'consumer-refinance-loan');
    await page.getByRole('button', { name: 'See refinance offers' }).click();
    await expect(page).toHaveURL(
      /\/consumer\/marketplace\/offers\?category=auto&subcategory=automobile&purpose=refinance$/,
    );
    await expect(offerCards(page).first()).toHaveAttribute('aria-label', /Auto Refinance/);
    // A refinance opens at the current loan's balance (001 §4 default amount).
    await expect(page.locator('label[for="loan-amount"]')).toContainText('$18,400');
  });

  test('home improvement goes straight to its offers', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1005', 'Nguyen');
    await page.getByRole('button', { name: /^Home Improvement/ }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/offers\?category=home-improvement/);
    await expect(offerCards(page)).toHaveCount(1);
  });

  test('a consumer without offers and one whose campaign expired are told so', async ({ page }) => {
    await signInConsumer(page, 'DEMO-1006', 'Rivera');
    await expect(page.getByRole('heading', { name: 'No offers yet' })).toBeVisible();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/nooffers$/);
    await logOutConsumer(page);
    await signInConsumer(page, 'DEMO-1007', 'Clark');
    await expect(page.getByRole('heading', { name: 'Offers expired' })).toBeVisible();
    await expect(page).toHaveURL(/\/consumer\/marketplace\/expired$/);
  });

  test('the /further variant starts at its splash and shows the same marketplace under its own brand', async ({
    page,
  }) => {
    await signInConsumer(page, 'DEMO-1001', 'Garcia');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/further/marketplace/splash');
    await expect(page.getByRole('img', { name: 'Further' })).toBeVisible();
    await expect(page.getByRole('heading', heading('Your pre-approved offers are ready'))).toBeVisible();
    await captureScreens(page, 'further-splash');
    await page.getByRole('button', { name: 'See my offers' }).click();
    await expect(page).toHaveURL(/\/further\/marketplace$/);
    await page.getByRole('button', { name: /^CD/ }).click();
    await expect(page).toHaveURL(/\/further\/marketplace\/offers\?category=cd/);
    await expect(offerCards(page)).toHaveCount(2);
  });
});

test('the signed-in marketplace page preloads its shell beside the entry (issue 17)', async ({ request }) => {
  const page = await (await request.get('/consumer/marketplace')).text();
  expect(page).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/consumer-shell-[\w-]+\.js">/);
  // Any other client route gets the plain page, which does not make consoles download the consumer's shell.
  const other = await (await request.get('/lender/console')).text();
  expect(other).not.toContain('consumer-shell');
});

test('the signed-in marketplace paints its header and consent request in place: no layout shift (issue 31)', async ({
  page,
}) => {
  // Garcia has not given the credit-check consent: its request sits above the first screen. Were the shell painted
  // before the consents call answered, the request would push the header's neighbours and the screen's wait down.
  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await expect(page.getByRole('heading', heading('What are you looking for?'))).toBeVisible();
  await expect(page.getByText(/^Credit check\. I authorize/)).toBeVisible();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 200);
      }),
  );
  expect(shifted).toBe(0);
});

test('a step whose code came ahead shows at once: no loading state between the category and its offers (issue 31)', async ({
  page,
}) => {
  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await expect(page.getByRole('heading', heading('What are you looking for?'))).toBeVisible();
  // The shell fetches the offers list's code while the consumer reads the categories (at idle, at the latest 2 s on).
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('offers-step'))),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) seen.push(status.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByRole('button', { name: /^Credit Cards/ }).click();
  await expect(page.getByRole('heading', heading('Credit Cards offers'))).toBeVisible();
  // React.lazy would suspend once however early its code came, and show the step's wait ("Finding your offers…").
  expect(await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual([]);
});
