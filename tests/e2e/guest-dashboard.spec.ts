import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';

// Issue 32 item 5 (docs/decisions/0673): the dashboard guest token opens a read-only page that the embedder's own
// site may put in an iframe, and no other site may.
const EMBEDDER_SITE = 'https://offers.acme-auto.example';
const OTHER_SITE = 'https://elsewhere.example';

/** A stand-in page of `site` (served by the browser's routing, no network) that frames `src`. */
async function hostPage(page: import('@playwright/test').Page, site: string, src: string) {
  await page.route(`${site}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Partner</title><h1>Partner reports</h1>
<iframe title="Reports" src="${src}" width="900" height="500"></iframe>`,
    }),
  );
  await page.goto(`${site}/reports`);
}

test('the embedder site frames its read-only reports dashboard; another site cannot', async ({
  page,
  request,
  baseURL,
}) => {
  const auth = await request.post('/api/auth', {
    data: { realm: 'embedder', tenant: DEMO.embedder.tenant, user: DEMO.embedder.user, password: DEMO.password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const guest = await request.post('/api/auth/superset/dashboard/guest', {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const { viewPath } = (await guest.json()) as { viewPath: string };
  const src = `${baseURL}/api${viewPath}`;

  await hostPage(page, EMBEDDER_SITE, src);
  const frame = page.frameLocator('iframe[title="Reports"]');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('reports');
  await expect(frame.getByText('Read-only view')).toBeVisible();
  await expect(frame.locator('form, input, button')).toHaveCount(0);

  // Another site's frame stays empty: the browser refuses it (frame-ancestors), so no heading ever renders.
  const blocked = await page.context().newPage();
  await hostPage(blocked, OTHER_SITE, src);
  await blocked.waitForTimeout(1500);
  await expect(blocked.frameLocator('iframe[title="Reports"]').getByText('Read-only view')).toHaveCount(0);
});
