import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { enterPasscode, passcodeFor, reachIdentity } from './redeem-journey.ts';
import { captureScreens } from './screenshots.ts';

test.describe('redeem journey: identity verification', () => {
  test('Young answers knowledge questions instead of a passcode', async ({ page }) => {
    await reachIdentity(page, { accessCode: 'DEMO-1011', lastName: 'Young' });
    await page.getByRole('button', { name: 'Answer questions instead' }).click();
    await expect(page.getByText('Which of these streets have you lived on?')).toBeVisible();
    // Every question must be answered.
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Answer every question to continue.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-kba');
    // The true answers are Young's own address on file.
    await page.getByText('111 Larimer St', { exact: true }).click();
    await page.getByText('Denver', { exact: true }).first().click();
    await page.getByRole('radiogroup', { name: 'In which county have you lived?' }).getByText('Denver').click();
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/documentverify$/);
  });

  test('Hall types a wrong passcode, sees the seed message, then the right one', async ({ page }) => {
    await reachIdentity(page, { accessCode: 'DEMO-1012', lastName: 'Hall' });
    await page.getByRole('button', { name: 'Send me a passcode' }).click();
    const code = await passcodeFor(page, 'olivia.hall@example.com');
    // Not every digit: refused in the browser.
    await page.getByRole('group', { name: 'Passcode' }).getByLabel('Digit 1').fill('123');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter all 6 digits of your passcode.')).toBeVisible();
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    await enterPasscode(page, wrong);
    await expect(
      page.getByText("That code doesn't match the one we sent. Please check it and try again."),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, 'redeem-passcode-mismatch');
    await enterPasscode(page, code);
    await expect(page).toHaveURL(/\/documentverify$/);
  });

  test('Baker cannot be verified: the 60-minute lock-out message', async ({ page }) => {
    await reachIdentity(page, { accessCode: 'DEMO-1017', lastName: 'Baker' });
    await page.getByRole('button', { name: 'Send me a passcode' }).click();
    await expect(
      page.getByText(
        'We are unable to verify your identity with the information provided. Please try again in 60 minutes.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a passcode' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
