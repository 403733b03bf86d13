import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';
import { signInConsumer } from './consumer-session.ts';

// The signed-in marketplace's page starts the calls its first paint waits for from a script of its own, before the
// app's entry has run, and the app takes their answers instead of asking again (features/consumer/early-calls.ts,
// issue 31 item 5); the workflow lookup and the offers follow once the page has painted. Each goes out once.

const FIRST_CALLS = [
  '/api/consumers/current/consents',
  '/api/consumers/current/offers',
  '/api/consumers/current',
  '/api/consumers/current/theme',
  '/api/workflows/consumer-marketplace',
];

test('the signed-in marketplace sends its consents call before the app’s code is in, each first call once (issue 31)', async ({
  page,
}) => {
  const sent: string[] = [];
  let consentsSent: () => void = () => undefined;
  const consents = new Promise<void>((resolve) => {
    consentsSent = resolve;
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/') || request.method() !== 'GET') return;
    sent.push(pathname);
    if (pathname === FIRST_CALLS[0]) consentsSent();
  });
  // The app's chunk is held until the consent request's call has gone out (10 s at most): with the calls started by
  // the entry, it would only go out once that chunk had run.
  let consentsBeforeApp: boolean | undefined;
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    consentsBeforeApp ??= await Promise.race([consents.then(() => true), sleep(10_000).then(() => false)]);
    await route.continue();
  });

  await signInConsumer(page, 'DEMO-1001', 'Garcia');
  await expect(page.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
  await expect(page.getByText(/^Credit check\. I authorize/)).toBeVisible();

  expect(consentsBeforeApp).toBe(true);
  for (const call of FIRST_CALLS)
    expect(
      sent.filter((path) => path === call),
      call,
    ).toHaveLength(1);
});

test('a signed-out visitor’s marketplace page sends no call before the app sends it to sign in', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/consumers/')) sent.push(pathname);
  });
  await page.goto('/consumer/marketplace');
  await expect(page).toHaveURL(/\/consumer\/auth/);
  expect(sent).toEqual([]);
});
