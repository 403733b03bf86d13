import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { signInToConsole } from './console-session.ts';
import { signInConsumer } from './consumer-session.ts';
import { DEMO } from './demo.ts';
import { captureScreens } from './screenshots.ts';

/** The partner's check of README "Verifying a postback": HMAC-SHA256 of `<t>.<raw body>`, compared in constant time. */
function verified(secret: string, header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=', 2))) as Record<string, string>;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl = '';

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/offerwell`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test('an embedder admin sets a postback URL, rotates the secret, and sees a consumer’s view delivered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInToConsole(page, 'embedder', DEMO.embedder);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'Postbacks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postbacks' })).toBeVisible();
  await expect(page.getByText('No postbacks sent yet.')).toBeVisible();

  // The first save generates the signing secret and shows it.
  await page.getByLabel('URL').fill(receiverUrl);
  await page.getByRole('button', { name: 'Save postback settings' }).click();
  await expect(page.getByText('Postback settings saved')).toBeVisible();
  const secretField = page.getByRole('textbox', { name: 'Signing secret' });
  await expect(secretField).toHaveValue(/^whsec_/);
  const first = await secretField.inputValue();

  // Rotate: confirmed first, then the new secret once.
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Rotate secret' }).click();
  await expect(secretField).not.toHaveValue(first);
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText(`whsec_…${secret.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('It is shown only this once.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await captureScreens(page, 'embedder-postbacks-secret');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(secretField).toBeHidden();
  await page.reload();
  await expect(page.getByText(`whsec_…${secret.slice(-4)}`)).toBeVisible();
  await expect(secretField).toBeHidden();

  // A demo consumer of acme-auto opens an offer's details.
  const consumer = await browser.newContext();
  const shopper = await consumer.newPage();
  await signInConsumer(shopper, DEMO.consumer.accessCode, DEMO.consumer.lastName);
  await shopper.goto('/consumer/marketplace/offers?category=credit-cards');
  // The view is recorded by the detail's GET: wait for its answer, not only the URL, before closing the context
  // (closing while the request is in flight can drop it under load).
  const detailAnswered = shopper.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/consumers\/current\/offers\/[0-9a-f-]{36}$/.test(new URL(response.url()).pathname),
  );
  await shopper.getByRole('article').first().getByRole('button', { name: 'See offer details' }).click();
  await expect(shopper).toHaveURL(/\/consumer\/offers\/[0-9a-f-]{36}$/);
  expect((await detailAnswered).status()).toBe(200);
  const offerId = shopper.url().split('/').at(-1);
  await consumer.close();

  // The delivery log shows it DELIVERED (the pg-boss worker sent it), and the partner verifies the signature.
  const log = page.getByRole('table', { name: 'Postback deliveries' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'offer.viewed' })).toContainText('Delivered', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(log.getByRole('row').filter({ hasText: 'offer.viewed' })).toContainText('200');
  expect(received).toHaveLength(1);
  const [postback] = received;
  expect(postback?.headers['offerwell-event']).toBe('offer.viewed');
  expect(verified(secret, String(postback?.headers['offerwell-signature']), postback?.body ?? '')).toBe(true);
  expect(verified(first, String(postback?.headers['offerwell-signature']), postback?.body ?? '')).toBe(false);
  expect(JSON.parse(postback?.body ?? '{}')).toMatchObject({ event: 'offer.viewed', data: { offerId } });

  // Redeliver queues a new delivery of the same event.
  await log.getByRole('button', { name: /^Redeliver offer\.viewed/ }).click();
  await expect(page.getByText('Redelivery queued')).toBeVisible();
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(log.getByText('Delivered', { exact: true })).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(received.map((r) => JSON.parse(r.body).id)).toEqual([
    JSON.parse(postback?.body ?? '{}').id,
    JSON.parse(postback?.body ?? '{}').id,
  ]);

  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await captureScreens(page, 'embedder-postbacks');
});
