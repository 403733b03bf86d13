import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { DEMO } from './demo.ts';

// Issue 32 item 5 (docs/decisions/0673): the dashboard guest token opens a read-only page that the embedder's own
// site may put in an iframe, and no other site may. The "sites" are one small local server of this test, reached as
// two origins: localhost (made approved with a site key, as an embedder would) and 127.0.0.1 (not approved). A real
// server, not a routed page: Chromium refuses a page with no address framing a local one for reasons of its own.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
const EMBEDDER_SITE = `http://localhost:${PORT}`;
const OTHER_SITE = `http://127.0.0.1:${PORT}`;

let frameSrc = '';
let site: Server;
test.beforeAll(async () => {
  site = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Partner</title><h1>Partner reports</h1>
<iframe title="Reports" src="${frameSrc}" width="900" height="500"></iframe>`);
  });
  await new Promise<void>((resolve) => site.listen(PORT, resolve));
});
test.afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

test('the embedder site frames its read-only reports dashboard; another site cannot', async ({
  page,
  request,
  baseURL,
}) => {
  const auth = await request.post('/api/auth', {
    data: { realm: 'embedder', tenant: DEMO.embedder.tenant, user: DEMO.embedder.user, password: DEMO.password },
  });
  const { jwt, tenantId } = (await auth.json()) as { jwt: string; tenantId: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const key = await request.post(`/api/embedders/${tenantId}/site-keys`, {
    headers,
    data: { name: `Reports frame ${Date.now()}`, enabled: true, approvedOrigins: [EMBEDDER_SITE] },
  });
  expect(key.ok(), await key.text()).toBe(true);
  const guest = await request.post('/api/auth/superset/dashboard/guest', { headers });
  const { viewPath } = (await guest.json()) as { viewPath: string };
  frameSrc = `${baseURL}/api${viewPath}`;

  await page.goto(`${EMBEDDER_SITE}/reports`);
  const frame = page.frameLocator('iframe[title="Reports"]');
  await expect(frame.getByRole('heading', { level: 1 })).toContainText('reports');
  await expect(frame.getByText('Read-only view')).toBeVisible();
  await expect(frame.locator('form, input, button, a')).toHaveCount(0);

  // Another site's frame stays empty: the browser refuses it (frame-ancestors), so the page never renders there.
  const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
  await page.goto(`${OTHER_SITE}/reports`);
  await expect(page.getByRole('heading', { name: 'Partner reports' })).toBeVisible();
  await refused;
  await expect(page.frameLocator('iframe[title="Reports"]').getByText('Read-only view')).toHaveCount(0);
});
