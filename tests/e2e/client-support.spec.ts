import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { DEMO } from './demo.ts';
import { type ConsoleApp, LoginPage } from './pages/login-page.ts';
import { captureScreens } from './screenshots.ts';

const CASES = [
  {
    app: 'lender',
    realm: 'fi',
    who: DEMO.lenderAdmin,
    question: 'What is a redeem limit?',
    answer: /A redeem limit caps how many offers/,
    source: 'What are redeem limits?',
  },
  {
    app: 'embedder',
    realm: 'embedder',
    who: DEMO.embedder,
    question: 'How do I create an API key?',
    answer: /API keys let your servers call the Offerwell partner API/,
    source: 'How do API keys work?',
  },
] as const;

// Each journey signs in twice, asks, rates, reloads and takes screens at two widths: more than the default minute.
test.describe.configure({ timeout: 180_000 });

async function signIn(page: Page, app: ConsoleApp, who: { tenant: string; user: string }) {
  const login = new LoginPage(page, app);
  await login.goto();
  await login.signIn({ ...who, password: DEMO.password });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

for (const { app, realm, who, question, answer, source } of CASES) {
  test(`${app}: ask the help chat, rate the answer, keep the conversation until sign-out`, async ({ page }) => {
    await signIn(page, app, who);
    await page.getByRole('link', { name: 'Client Support' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client Support' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'partner-support@offerwell.example' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    await page.getByRole('button', { name: source }).click();
    await expect(page.getByText(answer).first()).toBeVisible();

    const log = page.getByRole('log', { name: 'Conversation' });
    await page.getByLabel('Your question').fill(question);
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.getByText(answer)).toBeVisible();
    await expect(log.getByText(`Source: ${source}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await log.getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(page.getByText('Thanks for your feedback')).toBeVisible();
    await expect(log.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByLabel('Your question').fill('What is the weather in Paris?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(log.getByText(/I could not find that in the help articles — contact support at/)).toBeVisible();
    await captureScreens(page, `client-support-${app}`);

    await page.reload();
    await expect(log.getByText(question)).toBeVisible();
    await expect(log.getByText(answer)).toBeVisible();
    await expect(log.getByRole('button', { name: 'Helpful', exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await page.evaluate((key) => localStorage.getItem(key), `chatConversation-${realm}`)).toContain(question);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `chatConversation-${realm}`)).toBeNull();
    await signIn(page, app, who);
    await page.goto(`/${app}/console/clientSupport`);
    await expect(page.getByRole('heading', { level: 1, name: 'Client Support' })).toBeVisible();
    await expect(log.getByText(question)).toHaveCount(0);
  });
}

test('a new conversation clears the chat', async ({ page }) => {
  await signIn(page, 'embedder', DEMO.embedder);
  await page.goto('/embedder/console/clientSupport');
  const log = page.getByRole('log', { name: 'Conversation' });
  await page.getByLabel('Your question').fill('QR code for my showroom');
  await page.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(log.getByText('Source: What are site keys and QR codes?')).toBeVisible();
  await page.getByRole('button', { name: 'New conversation' }).click();
  await expect(log.getByText('QR code for my showroom')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('chatConversation-embedder'))).toBeNull();
});

test('the lender and embedder sign-in pages link to their sign-up forms; the admin one does not', async ({ page }) => {
  for (const [app, name] of [
    ['lender', 'Become a lender partner'],
    ['embedder', 'Become an embedder partner'],
  ] as const) {
    const login = new LoginPage(page, app);
    await login.goto();
    const link = page.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /^https:\/\/.+sign-up$/);
    expect(await seriousViolations(page)).toEqual([]);
    await captureScreens(page, `sign-up-link-${app}`);
  }
  await new LoginPage(page, 'admin').goto();
  await expect(page.getByRole('link', { name: /Become an? .* partner/ })).toHaveCount(0);
});
