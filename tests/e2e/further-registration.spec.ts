import { expect, test } from '@playwright/test';
import { journeyChecks } from './axe.ts';
import {
  openRedeemJourney,
  passcodeFor,
  scanLicence,
  uploadDocuments,
  verifyByPasscode,
  walkToIdentity,
} from './redeem-journey.ts';

const h1 = (name: string | RegExp) => ({ level: 1 as const, name });

test('/further: a new visitor registers with their own details and redeems an offer', async ({ page }) => {
  test.setTimeout(150_000);
  const { violations, check } = journeyChecks(page, 'further');
  await page.goto('/further/welcome');
  await expect(page.getByRole('heading', h1('Your pre-approved offers are waiting'))).toBeVisible();
  await check('welcome');
  await page.getByRole('button', { name: 'Find my offers' }).click();
  await expect(page).toHaveURL(/\/further\/registration\/lookup$/);
  // Every field is checked before anything is sent.
  await page.getByRole('button', { name: 'Send my passcode' }).click();
  await expect(page.getByText('Enter the 5-digit ZIP code')).toBeVisible();
  await expect(page.getByText("Confirm you're not a robot")).toBeVisible();
  await check('lookup');
  const fill = async (ssnLastFour: string) => {
    await page.getByLabel('Last name').fill('Adams');
    await page.getByLabel('Date of birth').fill('1986-05-20');
    await page.getByLabel('ZIP code').fill('80202');
    await page.getByLabel('Last 4 digits of your SSN').fill(ssnLastFour);
    await page.getByText("I'm not a robot").click();
    await page.getByRole('button', { name: 'Send my passcode' }).click();
  };
  // Details that match nobody: the lookup failure page, and back to try again.
  await fill('9999');
  await expect(page).toHaveURL(/\/further\/error\/lookup-failed$/);
  await expect(page.getByRole('heading', h1("We couldn't find your offers"))).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Try again' }).click();
  await fill('1019');
  await expect(page).toHaveURL(/\/further\/registration\/otp$/);
  await check('otp');
  await page
    .getByRole('group', { name: 'Passcode' })
    .getByLabel('Digit 1')
    .fill(await passcodeFor(page, 'leo.adams@example.com'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/further\/registration\/confirm$/);
  await page.getByRole('button', { name: 'Show my offers' }).click();
  await expect(page.getByText('Agree to the terms to continue.')).toBeVisible();
  await check('confirm');
  await page.getByText(/I agree to the terms of use/).click();
  await page.getByRole('button', { name: 'Show my offers' }).click();
  await expect(page).toHaveURL(/\/further\/loanamount$/);
  await page.getByLabel('Loan amount ($)').fill('12,000');
  await check('loanamount');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/further\/redeem-linkaccount$/);
  await page.getByLabel('Bank name').fill('First Bank');
  await page.getByLabel('Routing number').fill('1020');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Link account and see offers' }).click();
  await expect(page.getByText('Enter the 9-digit routing number')).toBeVisible();
  await check('linkaccount');
  await page.getByLabel('Routing number').fill('102000021');
  await page.getByRole('button', { name: 'Link account and see offers' }).click();
  // Registered and signed in: the /further marketplace, then the same redeem journey as /consumer.
  await expect(page).toHaveURL(/\/further\/marketplace$/);
  await expect(page.getByRole('heading', h1('What are you looking for?'))).toBeVisible();
  await openRedeemJourney(page, /^Personal Loans/, { prefix: '/further' });
  await walkToIdentity(page);
  // The amount asked for at loanamount is where the application started.
  await expect(page.getByRole('complementary', { name: 'Your offer' }).getByText('$12,000')).toBeVisible();
  await verifyByPasscode(page, 'leo.adams@example.com');
  await scanLicence(page);
  await uploadDocuments(page);
  await page.getByRole('button', { name: 'Redeem offer' }).click();
  await expect(page).toHaveURL(/\/further\/offers\/[0-9a-f-]{36}\/redeemed$/);
  await page.getByRole('button', { name: 'See my certificate' }).click();
  await expect(page.getByTestId('certificate-number')).toBeVisible();
  await expect(page.getByText(/\$12,000\.00 over/)).toBeVisible();
  await check('certificate');
  expect(violations).toEqual([]);
});
