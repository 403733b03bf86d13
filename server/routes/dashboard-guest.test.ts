import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_GUEST_TTL_SECONDS, dashboardGuestToken } from '../../api/dashboard-guest.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { signInConsumer } from '../../tests/integration/demo-consumer.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_EMBEDDER } from '../db/seed.ts';

const PATH = '/api/auth/superset/dashboard/guest';
const ctx = seededApp();

describe('POST /auth/superset/dashboard/guest (000 §7)', () => {
  it('gives a lender a short-lived read-only token for its own dashboard, never usable as a session', async () => {
    const jwt = await signInAs(ctx.app, 'cu-analyst');
    const response = await ctx.app.request(PATH, authed('POST', jwt));
    expect(response.status).toBe(200);
    const answer = v.parse(dashboardGuestToken.response, await response.json());
    expect(answer).toMatchObject({ dashboard: 'lender', expiresIn: DASHBOARD_GUEST_TTL_SECONDS });
    const claims = await ctx.deps.tokens.verifyDashboardGuest(answer.token, 'fi');
    const session = await ctx.deps.tokens.verifySession(jwt);
    expect(claims).toEqual({ userId: session.sub, dashboard: 'lender', tenantId: session.tenantId });
    // Its own key: not a session (a console call refuses it), not another realm's guest token.
    expect((await ctx.app.request('/api/fi/1/dashboard', authed('GET', answer.token))).status).toBe(401);
    await expect(ctx.deps.tokens.verifyDashboardGuest(answer.token, 'embedder')).rejects.toThrow();
  });

  it('answers the admin and the embedder their own dashboards', async () => {
    for (const [user, realm, dashboard] of [
      ['admin', 'super', 'admin'],
      ['embedder-admin', 'embedder', 'embedder'],
    ] as const) {
      const jwt = await signInAs(ctx.app, user);
      const response = await ctx.app.request(PATH, authed('POST', jwt));
      expect(response.status, user).toBe(200);
      const answer = v.parse(dashboardGuestToken.response, await response.json());
      expect(answer.dashboard).toBe(dashboard);
      expect((await ctx.deps.tokens.verifyDashboardGuest(answer.token, realm)).dashboard).toBe(dashboard);
    }
  });

  it('refuses callers without a console session: none (401) and a consumer (403)', async () => {
    expect((await ctx.app.request(PATH, { method: 'POST' })).status).toBe(401);
    const consumer = await signInConsumer(ctx.app);
    expect((await ctx.app.request(PATH, authed('POST', consumer))).status).toBe(403);
  });
});

describe('GET /dashboards/guest/{dashboardId} (issue 32 item 5: the view a guest token opens)', () => {
  const tokenOf = async (user: string) => {
    const jwt = await signInAs(ctx.app, user);
    return v.parse(dashboardGuestToken.response, await (await ctx.app.request(PATH, authed('POST', jwt))).json());
  };

  it("opens the embedder's reports dashboard read-only, framable only by the embedder's approved origins", async () => {
    const answer = await tokenOf('embedder-admin');
    expect(answer.dashboardId).toBe(DEMO_EMBEDDER.reportsDashboardId);
    const view = await ctx.app.request(`/api${answer.viewPath}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toContain('text/html');
    const policy = view.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self' https://offers.acme-auto.example");
    expect(policy).toContain("default-src 'none'");
    expect(view.headers.get('cache-control')).toBe('no-store');
    // frame-ancestors alone decides: the app-wide X-Frame-Options SAMEORIGIN would refuse the embedder's site.
    expect(view.headers.get('x-frame-options')).toBeNull();
    expect((await ctx.app.request('/api/health')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await view.text();
    expect(html).toContain(DEMO_EMBEDDER.name);
    expect(html).not.toContain('<script');
    // Read-only: the token's own key opens only this page, never a write (nor a console read).
    expect((await ctx.app.request('/api/embedders/1/campaigns', authed('GET', answer.token))).status).toBe(401);
  });

  it('answers the same 404 for another dashboard id, a tampered token, none, and a lender token', async () => {
    const embedder = await tokenOf('embedder-admin');
    const lender = await tokenOf('cu-analyst');
    expect(lender.dashboardId ?? null).toBeNull();
    const base = `/api/dashboards/guest/${DEMO_EMBEDDER.reportsDashboardId}`;
    for (const path of [
      `/api/dashboards/guest/00000000-0000-4000-8000-000000000000?token=${embedder.token}`,
      `${base}?token=${embedder.token}x`,
      base,
      `${base}?token=${lender.token}`,
    ]) {
      const view = await ctx.app.request(path);
      expect(view.status, path).toBe(404);
      expect(view.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
