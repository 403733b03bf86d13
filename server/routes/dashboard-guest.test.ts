import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_GUEST_TTL_SECONDS, dashboardGuestToken } from '../../api/dashboard-guest.ts';
import { Session } from '../../api/session.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';

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
    const signIn = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: 'DEMO-1001', lastName: 'Garcia' }),
    );
    const consumer = v.parse(Session, await signIn.json()).jwt ?? '';
    expect((await ctx.app.request(PATH, authed('POST', consumer))).status).toBe(403);
  });
});
