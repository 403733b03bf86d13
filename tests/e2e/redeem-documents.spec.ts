import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { newestMail } from './outbox.ts';
import { PDF, reachLicenceScan, scanLicence } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

test.describe('redeem journey: licence scan and documents', () => {
  // Four consumers of their own (Allen, Lopez, Hill, Wright), nothing shared: the journeys, each mostly waiting on the
  // licence scan's 5 s poll, run on both workers side by side (issue 31 item 6).
  test.describe.configure({ mode: 'parallel' });
  test('Allen: every licence scan fails, then attempts exceeded', async ({ page }) => {
    test.setTimeout(150_000);
    await reachLicenceScan(page, { accessCode: 'DEMO-1013', lastName: 'Allen', email: 'liam.allen@example.com' });
    for (const left of ['2 attempts left.', '1 attempt left.']) {
      await scanLicence(page);
      await expect(page).toHaveURL(/\/documentprocessing\/failed$/, { timeout: 30_000 });
      await expect(page.getByText(left)).toBeVisible();
      if (left.startsWith('2')) {
        expect(await seriousViolations(page)).toEqual([]);
        await captureScreens(page, 'redeem-scan-failed');
      }
      await page.getByRole('button', { name: 'Scan again' }).click();
    }
    await scanLicence(page);
    await expect(page).toHaveURL(/\/documentprocessing\/attempts-exceeded$/, { timeout: 30_000 });
    await expect(page.getByText('We could not validate your licence after 3 attempts.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Coming back to the offer continues after identity (verified, not asked again) at the scan, which the server
    // now refuses: the error page says why and what to do, in the server's words (issue 28 item 5).
    const journey = page.url().replace(/documentprocessing\/attempts-exceeded$/, 'splash');
    await page.goto('/consumer/marketplace');
    await page.goto(journey);
    await expect(page).toHaveURL(/\/consumer\/error\/VALIDATION_FAILED$/);
    await expect(page.getByText('Too many licence scan attempts. Please contact support.')).toBeVisible();
    await captureScreens(page, 'redeem-scan-attempts-refused');
  });

  test("Lopez's licence doesn't match her credit file: scan again", async ({ page }) => {
    test.setTimeout(150_000);
    await reachLicenceScan(page, { accessCode: 'DEMO-1021', lastName: 'Lopez', email: 'maya.lopez@example.com' });
    await scanLicence(page);
    await expect(page).toHaveURL(/\/documentprocessing\/failed$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: "Your licence doesn't match your details" })).toBeVisible();
    await expect(page.getByText('2 attempts left.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan again' })).toBeVisible();
  });

  test("Hill's licence was already submitted: the lender follows up, no rescan", async ({ page }) => {
    test.setTimeout(150_000);
    await reachLicenceScan(page, { accessCode: 'DEMO-1022', lastName: 'Hill', email: 'owen.hill@example.com' });
    await scanLicence(page);
    await expect(page).toHaveURL(/\/documentprocessing\/failed$/, { timeout: 30_000 });
    await expect(page.getByText('so the lender will follow up with you')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scan again' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-scan-already-submitted');
    await page.getByRole('link', { name: 'Back to my offers' }).click();
    await expect(page).toHaveURL(/\/marketplace/);
  });

  test("Wright's uploads: a wrong type and an oversized file are refused with the seed's messages", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await reachLicenceScan(page, { accessCode: 'DEMO-1014', lastName: 'Wright', email: 'ava.wright@example.com' });
    await scanLicence(page);
    await expect(page).toHaveURL(/\/stips$/, { timeout: 40_000 });
    const bill = page.getByLabel('Upload Utility bill');
    await bill.setInputFiles({ name: 'bill.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
    await expect(page.getByText("This file type isn't supported. Try uploading a JPG, PNG, or PDF.")).toBeVisible();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    PDF.buffer.copy(big);
    await bill.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: big });
    await expect(page.getByText('File exceeds maximum size. Please upload a file that is 5MB or less.')).toBeVisible();
    // A file named .pdf that is not one: the server reads its content and refuses it.
    await bill.setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
    await expect(page.getByText('We were unable to upload your file, please try to upload again.')).toBeVisible();
    await expect(page.getByText('Failed', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-stips-refused');
    await bill.setInputFiles(PDF);
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Upload later: the offer is reserved and the link mailed.
    await page.getByRole('button', { name: 'Upload later' }).click();
    await expect(page).toHaveURL(/\/consumer\/offers\/pending\/secure$/);
    await expect(page.getByRole('heading', { level: 1, name: "We've sent you a link" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-upload-later');
    const mail = await newestMail(page.request, 'ava.wright@example.com', /Upload your documents/);
    const link = mail?.body.match(/https?:\/\/\S+\/consumer\/offers\/pending\?redemption=[0-9a-f-]{36}/)?.[0];
    expect(link).toBeDefined();
    // The mailed link brings the consumer back to the reserved offer, to continue or replace it.
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await expect(page).toHaveURL(/\/consumer\/offers\/pending\/splash$/);
    await expect(page.getByRole('button', { name: 'Continue this offer' })).toBeVisible();
  });
});
