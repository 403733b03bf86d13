import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '../../domain/validation/account.ts';
import { mailedTemporaryPassword } from './admin-console.ts';
import { adminSession, signInAsAdmin } from './admin-session.ts';
import { offerCards, signInConsumer } from './consumer-session.ts';
import { newestMail } from './outbox.ts';
import { LoginPage } from './pages/login-page.ts';

const WIDTHS = [390, 1280] as const;

/** A card fact's value by its label ("APR", "Term"): the label and value are stacked texts. */
const fact = (card: Locator, label: string) =>
  card.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();

/** The level monthly payment of an amortised loan (Regulation Z's payment trigger term), to the cent. */
const monthlyPayment = (amount: number, aprPercent: number, months: number): string => {
  const rate = aprPercent / 1200;
  return (rate === 0 ? amount / months : (amount * rate) / (1 - (1 + rate) ** -months)).toFixed(2);
};

async function autoOffers(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await page.goto('/consumer/marketplace/offers?category=auto&subcategory=automobile&purpose=purchase-new');
  await expect(offerCards(page).first()).toBeVisible();
}

for (const width of WIDTHS) {
  test(`item 3 at ${width}: a card's APR, term and payment are of one term; the splash keeps it`, async ({ page }) => {
    await autoOffers(page, width);
    await page.getByLabel(/Amount/).fill('20000');
    const cards = offerCards(page);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const apr = Number((await fact(card, 'APR'))?.replace('%', ''));
      const months = Number((await fact(card, 'Term'))?.replace(' mo', ''));
      const payment = await card.getByText(/^\$[\d,]+\.\d\d$/).textContent();
      expect(payment?.replace(/[$,]/g, ''), `card ${i}: ${apr}% over ${months} months`).toBe(
        monthlyPayment(20000, apr, months),
      );
    }
    await page.screenshot({ path: `/tmp/od-item3-cards-${width}.png`, fullPage: true });
    // The card and the redeem application's summary show the same term and rate.
    const first = cards.first();
    const apr = await fact(first, 'APR');
    const months = (await fact(first, 'Term'))?.replace(' mo', '');
    await first.getByRole('button', { name: 'See offer details' }).click();
    await page.getByRole('button', { name: 'Get this offer' }).click();
    const summary = page.getByRole('complementary', { name: 'Your offer' });
    await expect(summary).toContainText(`${months} months`);
    await expect(summary).toContainText(`${apr} APR`);
    await page.screenshot({ path: `/tmp/od-item3-splash-${width}.png`, fullPage: true });
  });
}

/** The next demo campaign: no lender has redeemed anything in it. */
const NEXT_CAMPAIGN = '70000000-0000-4000-8000-000000000003';

for (const width of WIDTHS) {
  test(`item 5 at ${width}: a new campaign's redeem limits count its own redemptions and fit the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto(`/admin/console/uc/campaign/${NEXT_CAMPAIGN}/lender/1/redeemLimit`);
    const table = page.getByRole('table', { name: 'Redeem limits' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // Summit's products were redeemed in the current campaign, not in this one.
    await expect(table.getByText(/[1-9]\d* redeemed/)).toHaveCount(0);
    await expect(table.getByText('$0.00 · 0 redeemed').filter({ visible: true }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/od-item5-${width}.png`, fullPage: true });
  });
}

for (const width of WIDTHS) {
  test(`item 7 at ${width}: the Prospects list promotes a prospect from its row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/console/prospects');
    // One prospect per width: a promoted one leaves the list.
    const name = width === 390 ? 'Lakeside Credit Union' : 'Prairie State Bank';
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByRole('button', { name: `Promote ${name}` }).click();
    await page.screenshot({ path: `/tmp/od-item7-promote-${width}.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Promote' }).click();
    await expect(page).toHaveURL(/\/admin\/console\/lenders\/\d+$/);
    await page.goto('/admin/console/prospects');
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
}

/**
 * A lender user of its own for each reset test, added through the admin API: the seeded cu-reset belongs to
 * account.spec.ts, whose reset mail another worker's newest-mail lookup would otherwise pick up.
 */
async function newLenderUser(request: APIRequestContext, prefix: string): Promise<string> {
  const { jwt } = await adminSession(request);
  const username = `${prefix}-${Date.now().toString(36)}`;
  const created = await request.post('/api/console-users', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { realm: 'fi', tenantNumber: 1, username, email: `${username}@summit.example`, roles: ['Admin'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

for (const width of WIDTHS) {
  test(`item 7 at ${width}: a used reset link is refused when opened, with no form`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const username = await newLenderUser(request, `e2e-reset-${width}`);
    const asked = await request.post('/api/auth/forgotpassword', {
      data: { realm: 'fi', tenant: 'summit-cu', user: username },
    });
    expect(asked.status()).toBe(204);
    const mail = await newestMail(request, `${username}@summit.example`, /Reset your Offerwell password/);
    const link = /https?:\/\/\S+forgot-password\?token=\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    const used = await request.post('/api/auth/resetpassword', {
      data: { token, password: `meadow-quarry-${width}1` },
    });
    expect(used.status()).toBe(204);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.resetLinkUsed);
    await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    await page.screenshot({ path: `/tmp/od-item7-reset-${width}.png` });
  });
}

test('item 7 at 390 and 1280: a temporary-password session sees only the password change and sign out', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const username = `e2e-temp-${Date.now().toString(36)}`;
  await page.goto('/admin/console/lenders/1/users/new');
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Email/).fill(`${username}@summit.example`);
  await page.getByRole('checkbox', { name: 'Read-only' }).check({ force: true });
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/admin\/console\/lenders\/1\/users$/);
  const temporary = await mailedTemporaryPassword(page, `${username}@summit.example`);
  const user = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const login = new LoginPage(user, 'lender');
  await login.goto();
  await login.signIn({ tenant: 'summit-cu', user: username, password: temporary });
  await expect(user).toHaveURL(/\/lender\/console\/change-password$/);
  const main = user.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Change password']);
  await expect(user.getByRole('button', { name: 'Log out' })).toBeVisible();
  await user.screenshot({ path: '/tmp/od-item7-temp-1280.png' });
  await user.setViewportSize({ width: 390, height: 900 });
  await user.getByRole('button', { name: 'Open navigation' }).click();
  await expect(user.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Change password']);
  await user.screenshot({ path: '/tmp/od-item7-temp-390.png' });
});
