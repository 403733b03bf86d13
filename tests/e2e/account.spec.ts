import { expect, type Page, test } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { newestMail } from './outbox.ts';
import { submitChangePassword } from './pages/change-password-form.ts';
import { ConsolePage } from './pages/console-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

// Their own demo users (server/db/seed.ts): no other spec signs in with them, so changing their passwords is safe.
const PROFILE_USER = { tenant: 'summit-cu', user: 'cu-profile' };
const RESET_USER = { tenant: 'summit-cu', user: 'cu-reset' };

async function signInAsLender(page: Page, who: { tenant: string; user: string }, password: string) {
  const login = new LoginPage(page, 'lender');
  await login.goto();
  await login.signIn({ ...who, password });
  await expect(new ConsolePage(page).heading('Dashboard')).toBeVisible();
}

/** The newest mail to a user in the sandbox outbox, read as an admin (tests/e2e/outbox.ts). */
async function newestMailTo(page: Page, to: string): Promise<{ subject: string; body: string }> {
  const mail = await newestMail(page.request, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

test.describe.configure({ mode: 'serial' });

test('a lender edits their profile: phone normalised, e-mail checked, saved with a toast', async ({ page }) => {
  await signInAsLender(page, PROFILE_USER, DEMO.password);
  await new ConsolePage(page).nav().getByRole('link', { name: 'Your Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('cu-profile', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText('Lender console')).toBeVisible();
  await expect(page.getByRole('main').getByText('Summit Credit Union')).toBeVisible();
  await expect(page.getByRole('main').getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('cu-profile@offerwell.example');
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'account-profile');

  await page.getByLabel(/^Email/).fill('pat@summit');
  await page.getByLabel(/^Phone/).fill('555-12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter a valid email')).toBeVisible();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await captureScreens(page, 'account-profile-errors');

  await page.getByLabel(/^Email/).fill('pat@summit.example');
  await page.getByLabel(/^Phone/).fill('+1 (303) 555 0100');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();
  await expect(page.getByLabel(/^Phone/)).toHaveValue('303-555-0100');
  await page.reload();
  await expect(page.getByLabel(/^Email/)).toHaveValue('pat@summit.example');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('303-555-0100');
});

test('a lender changes their password and signs in again with it', async ({ page }) => {
  await signInAsLender(page, PROFILE_USER, DEMO.password);
  await page.goto('/lender/console/profile');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'account-change-password');

  const form = await submitChangePassword(page, { current: 'not-my-password', next: 'password1234' });
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await expect(form.getByText('This password is too common; choose another')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'account-change-password-errors');

  await submitChangePassword(page, { current: DEMO.password, next: 'Lantern-Harbor-2031' });
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');

  await new ConsolePage(page).logout();
  const login = new LoginPage(page, 'lender');
  await login.goto();
  await login.signIn({ ...PROFILE_USER, password: DEMO.password });
  await expect(login.alert()).toContainText('incorrect');
  await signInAsLender(page, PROFILE_USER, 'Lantern-Harbor-2031');
});

test('a lender resets a forgotten password through the mailed link', async ({ page }) => {
  await page.goto('/lender/forgot-password');
  await page.getByLabel('Lender code').fill(RESET_USER.tenant);
  await page.getByLabel('Username').fill(RESET_USER.user);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent an e-mail');

  const mail = await newestMailTo(page, 'cu-reset@offerwell.example');
  const link = /https?:\/\/\S+\/lender\/forgot-password\?token=\S+/.exec(mail.body)?.[0];
  if (!link) throw new Error('no reset link in the mail');
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'account-reset-form');

  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel(/^New password/).fill('quarry-meadow-8841');
  await form.getByLabel(/^Confirm new password/).fill('quarry-meadow-8814');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(form.getByText('The passwords do not match')).toBeVisible();
  await form.getByLabel(/^Confirm new password/).fill('quarry-meadow-8841');
  await form.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/lender\/login/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await captureScreens(page, 'account-reset-done');
  await signInAsLender(page, RESET_USER, 'quarry-meadow-8841');

  // The same link a second time: refused as soon as it is opened (decision 0543), no form, a way to ask again.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('alert')).toContainText('no longer valid');
  await expect(page.getByRole('form', { name: 'Set a new password' })).toHaveCount(0);
  await captureScreens(page, 'account-reset-used');
  await page.getByRole('button', { name: 'Ask for a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('the idle warning counts down, "Stay signed in" keeps the session, time running out signs out', async ({
  page,
}) => {
  await page.clock.install();
  await signInAsLender(page, DEMO.lenderAdmin, DEMO.password);
  // The installed clock also runs in real time: a margin of seconds, so a slow sign-in on a busy machine does not
  // reach the warning (at 13:00) before the check that it is not there yet.
  await page.clock.fastForward('12:50');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.clock.fastForward('00:11');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in 1:5\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'account-idle-warning');

  // The page's animation frames run on the installed clock, the dialog's exit animation on real time. Paused, the
  // animation ends before the frame that decides whether to wait for its end: the dialog must close all the same
  // (decision 0802; WebKit has the same order after a long task). The page's time is this process's plus the 13:01
  // fast-forwarded above: paused one second ahead of it.
  await page.clock.pauseAt(Date.now() + 13 * 60_000 + 2_000);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await page.waitForTimeout(1_000);
  await page.clock.runFor(100);
  await expect(warning).toBeHidden();
  await page.clock.resume();
  await expect(new ConsolePage(page).heading('Dashboard')).toBeVisible();

  await page.clock.fastForward('13:01');
  await expect(warning).toBeVisible();
  for (let second = 0; second < 121; second += 1) await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/lender\/login$/);
  await expect(page.getByRole('alert')).toContainText('Your session has ended');
});

test('admin and embedder consoles show their own profile', async ({ page }) => {
  await page.goto('/embedder/login');
  const login = new LoginPage(page, 'embedder');
  await login.signIn({ ...DEMO.embedder, password: DEMO.password });
  await expect(new ConsolePage(page).heading('Dashboard')).toBeVisible();
  await page.goto('/embedder/console/profile');
  await expect(page.getByRole('main').getByText('Embedder console')).toBeVisible();
  await expect(page.getByRole('main').getByText('Acme Auto Market')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('embedder-admin@offerwell.example');
  await page.goto('/embedder/console/change-password');
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/console/profile');
  await expect(page.getByRole('main').getByText('Admin console')).toBeVisible();
  await expect(page.getByRole('main').getByText('Super admin')).toBeVisible();
  await expect(page.getByRole('main').getByText('Organization')).toBeHidden();
  await expect(page.getByLabel(/^Email/)).toHaveValue('admin@offerwell.example');
  expect(await seriousViolations(page)).toEqual([]);
});
