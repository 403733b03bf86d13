import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { storageKeys } from '../../domain/realms.ts';
import { adminTotp, DEMO } from './demo.ts';
import { LoginPage } from './pages/login-page.ts';

/**
 * Enters a fresh admin code on the two-step page until the dashboard opens. The server refuses a code of a step it
 * already accepted, or older (issue 17): when another worker's sign-in with a later step reached the server first,
 * ours is refused, and a new code (a later step) is entered.
 */
export async function enterAdminCode(page: Page, login = new LoginPage(page, 'admin')): Promise<void> {
  const dashboard = /\/admin\/console\/dashboard$/;
  for (let attempt = 1; ; attempt++) {
    await login.enterCode(adminTotp());
    const refused = page.getByText('That code is not correct');
    await expect.poll(async () => dashboard.test(page.url()) || (await refused.isVisible())).toBe(true);
    if (dashboard.test(page.url()) || attempt === 3) break;
  }
  await expect(page).toHaveURL(dashboard);
}

/** Signs the demo admin in through the form, second factor included (the sign-in specs), and waits for the dashboard. */
export async function signInAsAdminThroughForm(page: Page): Promise<void> {
  const login = new LoginPage(page, 'admin');
  await login.goto();
  await login.signIn({ user: DEMO.admin.user, password: DEMO.password });
  await enterAdminCode(page, login);
}

interface AdminSession {
  readonly jwt: string;
}

// One admin session per worker: every sign-in spends a TOTP time step (the server refuses a code used twice, so one
// admin signs in at most about once per 30 s). Specs that only need to be signed in share this session (8 h).
let session: Promise<AdminSession & Record<string, unknown>> | undefined;

async function signInThroughApi(request: APIRequestContext): Promise<AdminSession & Record<string, unknown>> {
  const body = { realm: 'super', user: DEMO.admin.user, password: DEMO.password };
  const first = await request.post('/api/auth', { data: body });
  expect(first.ok(), await first.text()).toBe(true);
  const { mfaToken } = (await first.json()) as { mfaToken?: string };
  // A code refused because another worker's later step reached the server first: the next code is later still.
  for (let attempt = 1; ; attempt++) {
    const second = await request.post('/api/auth', { data: { ...body, mfaToken, totp: adminTotp() } });
    if (second.ok()) return (await second.json()) as AdminSession & Record<string, unknown>;
    if (attempt === 3) throw new Error(`admin sign-in failed: ${await second.text()}`);
  }
}

/** The worker's admin session (the answer of POST /api/auth), signing in on first use. */
export function adminSession(request: APIRequestContext): Promise<AdminSession & Record<string, unknown>> {
  session ??= signInThroughApi(request).catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

/** Tells each sign-in's stored session apart, so a later sign-in in the same tab writes its own once too. */
let signIns = 0;

/**
 * Opens the admin console signed in as the demo admin with the worker's session, stored where the console keeps it
 * (localStorage `auth-super`) before the app starts: one page load, not the sign-in page and then the console. Written
 * once, so a later sign-out in the test stays signed out. The sign-in form itself is covered by sign-in.spec.ts
 * (signInAsAdminThroughForm).
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const stored = await adminSession(page.request);
  signIns += 1;
  await page.addInitScript(
    ([key, value, marker]) => {
      if (sessionStorage.getItem(marker) !== null) return;
      localStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    [storageKeys.auth('super'), JSON.stringify(stored), `e2e-admin-session-${signIns}`] as const,
  );
  await page.goto('/admin/console/dashboard');
  await expect(page).toHaveURL(/\/admin\/console\/dashboard$/);
}
