import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInConsumer } from './consumer-session.ts';
import { openRedeemJourney, scanLicence, uploadDocuments, verifyByPasscode, walkToIdentity } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

test.describe('redeem journey', () => {
  test('Walker redeems a personal loan: passcode, licence scan, documents, certificate', async ({ page }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    const check = async (screen?: string) => {
      violations.push(...(await seriousViolations(page)));
      if (screen) await captureScreens(page, `redeem-${screen}`);
    };
    await signInConsumer(page, 'DEMO-1010', 'Walker');
    await openRedeemJourney(page, /^Personal Loans/);
    await check('splash');
    await walkToIdentity(page);
    await check();
    await verifyByPasscode(page, 'emma.walker@example.com');
    await check('scan');
    await scanLicence(page);
    await check('processing');
    await uploadDocuments(page);
    await check('review');
    await page.getByRole('button', { name: 'Redeem offer' }).click();
    await expect(page).toHaveURL(/\/redeemed$/);
    await check();
    await page.getByRole('button', { name: 'See my certificate' }).click();
    await expect(page).toHaveURL(/\/certificate$/);
    await expect(page.getByTestId('certificate-number')).toHaveText(/^OW-[0-9A-F]{8}$/);
    await check('certificate');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^offerwell-certificate-OW-[0-9A-F]{8}\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(violations).toEqual([]);
    // Redeemed: going back into the journey does not redeem twice.
    await page.goBack();
    await expect(page).toHaveURL(/\/certificate$/);
    // The offer now says it is redeemed, and starts no new journey (issue 17 item 16).
    const offerId = /\/offers\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
    await page.goto('/consumer/marketplace');
    await page.getByRole('button', { name: /^Personal Loans/ }).click();
    const redeemed = page.getByRole('article').filter({ hasText: 'Redeemed' });
    await expect(redeemed).toHaveCount(1);
    await redeemed.getByRole('button', { name: 'See offer details' }).click();
    await expect(page).toHaveURL(new RegExp(`/consumer/offers/${offerId}$`));
    await expect(page.getByText("You've redeemed this offer")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get this offer' })).toHaveCount(0);
    await captureScreens(page, 'redeem-offer-already-redeemed');
    await page.goto(`/consumer/offers/${offerId}/splash`);
    await expect(page).toHaveURL(/\/consumer\/offers\/redeemed$/);
    await expect(page.getByRole('heading', { name: "You've already redeemed this offer" })).toBeVisible();
  });

  test('the steps before identity follow back, forward and deep links; later steps cannot be skipped to', async ({
    page,
  }) => {
    await signInConsumer(page, 'DEMO-1016', 'Scott');
    await openRedeemJourney(page, /^Personal Loans/);
    const splash = page.url();
    await page.getByRole('button', { name: 'Get started' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByText('116 Larimer St')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(/\/steps$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Is this your address?' })).toBeVisible();
    // Straight to the application: allowed before identity verification.
    await page.goto(splash.replace(/splash$/, 'application'));
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    // An amount outside the offer is refused with its bounds, and nothing moves on.
    await page.getByLabel('Amount ($)').fill('999999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/^Enter an amount between \$[\d,]+ and \$[\d,]+\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/application$/);
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-application');
    // The redeem step needs identity, a scan and documents first: the journey puts the consumer back.
    await page.goto(splash.replace(/splash$/, 'redeem'));
    await expect(page).toHaveURL(/\/splash$/);
  });

  test('/further: a redirect offer hands the consumer to the lender with the loan lead', async ({ page }) => {
    test.setTimeout(120_000);
    await page.route('https://bright-lending.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<html lang="en"><title>Bright Lending</title><h1>Apply</h1></html>',
      }),
    );
    await signInConsumer(page, 'DEMO-1016', 'Scott');
    await page.goto('/further/marketplace');
    await openRedeemJourney(page, /^Personal Loans/, { prefix: '/further', offer: /Debt Consolidation Loan/ });
    await walkToIdentity(page);
    await verifyByPasscode(page, 'mia.scott@example.com');
    await scanLicence(page);
    await uploadDocuments(page);
    await expect(page.getByText('Bright Lending').first()).toBeVisible();
    await page.getByRole('button', { name: 'Redeem offer' }).click();
    // On its way: the redirecting page shows while the lender's address is fetched.
    await expect(page).toHaveURL(/^https:\/\/bright-lending\.example\/apply\?lead=[0-9a-f-]{36}$/);
  });
});
