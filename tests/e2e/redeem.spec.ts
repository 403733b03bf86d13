import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInConsumer } from './consumer-session.ts';
import {
  enterPasscode,
  openRedeemJourney,
  PDF,
  PNG,
  passcodeFor,
  scanLicence,
  walkToIdentity,
} from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

const heading = (name: string | RegExp) => ({ level: 1 as const, name });

test.describe('redeem journey', () => {
  test('Walker redeems a personal loan: passcode, licence scan, documents, certificate', async ({ page }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    const check = async () => violations.push(...(await seriousViolations(page)));
    await signInConsumer(page, 'DEMO-1010', 'Walker');
    await openRedeemJourney(page, /^Personal Loans/);
    await check();
    await walkToIdentity(page);
    await check();
    await page.getByRole('button', { name: 'Send me a passcode' }).click();
    await expect(page.getByRole('group', { name: 'Passcode' })).toBeVisible();
    await check();
    await enterPasscode(page, await passcodeFor(page, 'emma.walker@example.com'));
    await scanLicence(page);
    await check();
    await expect(page).toHaveURL(/\/stips$/, { timeout: 30_000 });
    await check();
    await page.getByLabel('Upload Utility bill').setInputFiles(PNG);
    await page.getByLabel('Upload Recent pay stub').setInputFiles(PDF);
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/redeem$/);
    await check();
    await page.getByRole('button', { name: 'Redeem offer' }).click();
    await expect(page).toHaveURL(/\/redeemed$/);
    await check();
    await page.getByRole('button', { name: 'See my certificate' }).click();
    await expect(page).toHaveURL(/\/certificate$/);
    await expect(page.getByTestId('certificate-number')).toHaveText(/^OW-[0-9A-F]{8}$/);
    await check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^offerwell-certificate-OW-[0-9A-F]{8}\.pdf$/);
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    await captureScreens(page, 'redeem-certificate');
    expect(violations).toEqual([]);
  });
});
