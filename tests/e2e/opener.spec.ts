import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

/** A partner's page that opens the marketplace as a pop-up and, unless silent, answers its hello. */
const partnerPage = (appUrl: string, answers: boolean) => `<!doctype html>
<html lang="en"><head><title>Partner</title></head><body>
<h1>Partner site</h1><button id="open">See my offers</button><p id="status">Not greeted</p>
<script>
  document.getElementById('open').onclick = () => window.open(${JSON.stringify(appUrl)}, 'offers');
  window.addEventListener('message', (event) => {
    if (!event.data || event.data.type !== 'hello') return;
    document.getElementById('status').textContent = 'Greeted by the ' + event.data.realm + ' app';
    if (${answers}) event.source.postMessage({ type: 'welcome' }, event.origin);
  });
</script></body></html>`;

async function openFromPartner(page: Page, origin: string, answers = true): Promise<Page> {
  const appUrl = new URL('/consumer/auth/login', test.info().project.use.baseURL).toString();
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: partnerPage(appUrl, answers) }),
  );
  await page.goto(`${origin}/offers`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'See my offers' }).click();
  const offers = await popup;
  await offers.getByLabel('Access code').fill('DEMO-1001');
  await offers.getByLabel('Last name').fill('Garcia');
  await offers.getByRole('button', { name: 'Continue' }).click();
  return offers;
}

test.describe('the marketplace as a pop-up (opener handshake)', () => {
  test("an embedder's site (allowed origin) answers and the marketplace opens", async ({ page }) => {
    const offers = await openFromPartner(page, 'https://offers.acme-auto.example');
    await expect(offers.getByRole('heading', { level: 1, name: 'What are you looking for?' })).toBeVisible();
    // The pop-up really asked its opener: the partner page saw the hello.
    await expect(page.getByText('Greeted by the consumer app')).toBeVisible();
  });

  test('another site is refused with "Unknown origin"', async ({ page }) => {
    const offers = await openFromPartner(page, 'https://evil.example');
    await expect(offers.getByText('Unknown origin', { exact: true })).toBeVisible();
    await expect(offers.getByRole('heading', { name: 'What are you looking for?' })).toHaveCount(0);
    expect(await seriousViolations(offers)).toEqual([]);
  });

  test('an opener that never answers times out after 500 ms', async ({ page }) => {
    const offers = await openFromPartner(page, 'https://offers.acme-auto.example', false);
    await expect(
      offers.getByText('No response received from window.opener within timeout period', { exact: true }),
    ).toBeVisible();
  });
});
