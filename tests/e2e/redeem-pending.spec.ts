import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInConsumer } from './consumer-session.ts';
import { scanLicence, uploadDocuments, verifyByPasscode } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

/** A consumer with a redemption waiting for documents: the marketplace is blocked until it is dealt with. */
async function openPending(page: import('@playwright/test').Page, code: string, lastName: string) {
  await page.goto('/consumer/auth/login');
  await signInConsumer(page, code, lastName, /\/consumer\/error\/OFFER_REDEMPTION_STIPS_PENDING$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have an offer in progress' })).toBeVisible();
  await page.getByRole('link', { name: 'See my offer in progress' }).click();
  await expect(page).toHaveURL(/\/consumer\/offers\/pending\/splash$/);
  await expect(page.getByRole('button', { name: 'Continue this offer' })).toBeVisible();
}

test.describe('redeem journey: a pending redemption', () => {
  test('King continues the pending offer through to its certificate', async ({ page }) => {
    test.setTimeout(120_000);
    await openPending(page, 'DEMO-1015', 'King');
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-pending');
    await page.getByRole('button', { name: 'Continue this offer' }).click();
    // The pending redemption holds his address and application: the journey continues at identity (issue 28).
    await expect(page).toHaveURL(/\/consumer\/offers\/[0-9a-f-]{36}\/idverify$/);
    await verifyByPasscode(page, 'ethan.king@example.com');
    await scanLicence(page);
    // Continuing: the offer is already reserved, so there is no upload later.
    await expect(page).toHaveURL(/\/stips$/, { timeout: 40_000 });
    await expect(page.getByRole('button', { name: 'Upload later' })).toHaveCount(0);
    await uploadDocuments(page);
    await page.getByRole('button', { name: 'Redeem offer' }).click();
    await expect(page).toHaveURL(/\/redeemed$/);
    await page.getByRole('button', { name: 'See my certificate' }).click();
    await expect(page.getByTestId('certificate-number')).toBeVisible();
  });

  test('Green replaces the pending offer and is back at the marketplace', async ({ page }) => {
    await openPending(page, 'DEMO-1018', 'Green');
    await page.getByRole('button', { name: 'Cancel it and choose another' }).click();
    await expect(page).toHaveURL(/\/consumer\/marketplace$/);
    await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  });
});
