import type { Page } from '@playwright/test';
import { sql } from '../e2e-db.ts';
import { enterPasscode, passcodeFor } from '../redeem-journey.ts';
import { FURTHER_SKIPPED, furtherRegistrationCover } from './further-registration-model.ts';
import { defineModelTests, type Screen } from './run-model.ts';

/*
 * The /further registration's generated browser paths (issue 28 item 2). Each path starts at the welcome page with
 * Adams's registration passcode sessions and mails deleted, so the third wrong code of one path is not the first of
 * the next. After the suite (playwright.config.ts LAST): further-registration.spec.ts registers Adams too.
 */

const EMAIL = 'leo.adams@example.com';
const ADAMS_SSN = '1019';
const NOBODY_SSN = '9999';

async function freshVisit(page: Page): Promise<Record<string, never>> {
  await sql(
    `delete from identity_sessions where purpose = 'registration'
       and consumer_id = (select id from consumers where access_code = 'DEMO-1019')`,
  );
  await sql(`delete from mail_outbox where "to" = $1`, [EMAIL]);
  await page.goto('/further/welcome');
  return {};
}

const screen = (route: string, heading: string): Screen<unknown> => ({
  url: () => new RegExp(`/further/${route}$`),
  shows: (page) => page.getByRole('heading', { level: 1, name: heading }),
});
const click = (name: string) => async (page: Page) => page.getByRole('button', { name, exact: true }).click();
const nothing = async () => {};

/** The lookup form, with Adams's SSN when the path's next answer is "found", nobody's when "not found". */
async function lookup(page: Page, next?: string) {
  await page.getByLabel('Last name').fill('Adams');
  await page.getByLabel('Date of birth').fill('1986-05-20');
  await page.getByLabel('ZIP code').fill('80202');
  await page.getByLabel('Last 4 digits of your SSN').fill(next?.startsWith('done:') ? ADAMS_SSN : NOBODY_SSN);
  await page.getByText("I'm not a robot").click();
  await page.getByRole('button', { name: 'Send my passcode' }).click();
}

/** The mailed code when the path's next answer is "verified", a wrong one when "mismatch". */
async function passcode(page: Page, next?: string) {
  const code = await passcodeFor(page, EMAIL);
  await enterPasscode(page, next?.startsWith('done:') ? code : code.slice(0, 5) + String((Number(code[5]) + 1) % 10));
}

defineModelTests<unknown>({
  title: '/further registration: generated paths',
  cover: furtherRegistrationCover(),
  setup: { adams: freshVisit },
  screens: {
    welcome: screen('welcome', 'Your pre-approved offers are waiting'),
    'lookup.form': screen('registration/lookup', 'Find your offers'),
    'lookup.searching': { passing: 'busy while the lookup runs' },
    'otp.entering': screen('registration/otp', 'Enter your passcode'),
    'otp.verifying': { passing: 'busy while the code is checked' },
    'confirm.form': screen('registration/confirm', 'Confirm and consent'),
    'confirm.completing': { passing: 'busy while the registration completes' },
    'generating.checking': { passing: 'the offers are ready at the first check' },
    loanamount: screen('loanamount', 'How much do you need?'),
    'linkaccount.form': screen('redeem-linkaccount', 'Where should the money go?'),
    'linkaccount.linking': { passing: 'busy while the account is linked' },
    // Registered and signed in, the page goes on to the /further marketplace.
    linked: screen('marketplace', 'What are you looking for?'),
    lookupFailed: screen('error/lookup-failed', "We couldn't find your offers"),
    passcodeAttemptsExceeded: screen('error/passcode-attempts-exceeded', 'Too many attempts'),
  },
  events: {
    'registration.start': click('Find my offers'),
    'registration.lookup': (page, _fixture, { next }) => lookup(page, next),
    'registration.submitOtp': (page, _fixture, { next }) => passcode(page, next),
    'registration.confirm': async (page) => {
      await page.getByText(/I agree to the terms of use/).click();
      await click('Show my offers')(page);
    },
    'registration.retry': click('Try again'),
    'registration.selectAmount': async (page) => {
      await page.getByLabel('Loan amount ($)').fill('12,000');
      await click('Continue')(page);
    },
    'registration.linkAccount': async (page) => {
      await page.getByLabel('Bank name').fill('First Bank');
      await page.getByLabel('Routing number').fill('102000021');
      await page.getByLabel('Account number').fill('000123456789');
      await click('Link account and see offers')(page);
    },
    'done:lookupConsumer({})': nothing,
    'error:lookupConsumer("NOT_FOUND")': nothing,
    'done:verifyRegistrationOtp({})': nothing,
    'error:verifyRegistrationOtp("IDV_VALIDATION_FAILED")': nothing,
    'done:completeRegistration({})': nothing,
    'done:checkOffersGenerated({"generated":true})': nothing,
    'done:linkAccount({})': nothing,
  },
  skipped: FURTHER_SKIPPED,
});
