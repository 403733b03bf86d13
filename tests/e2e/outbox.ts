import { type APIRequestContext, expect } from '@playwright/test';
import type { OutboxMail } from '../../api/outbox.ts';
import { adminTotp, DEMO } from './demo.ts';

// One admin API session per worker: every sign-in spends a TOTP time step (the server refuses a code used twice),
// so the outbox readers share one token (8 h) instead of signing in for every read.
let adminJwt: Promise<string> | undefined;

async function signInAdmin(request: APIRequestContext): Promise<string> {
  const body = { realm: 'super', user: DEMO.admin.user, password: DEMO.password };
  const first = await request.post('/api/auth', { data: body });
  expect(first.ok(), await first.text()).toBe(true);
  const { mfaToken } = (await first.json()) as { mfaToken?: string };
  // A code refused because another worker's later step reached the server first: the next code is later still.
  for (let attempt = 1; ; attempt++) {
    const second = await request.post('/api/auth', { data: { ...body, mfaToken, totp: adminTotp() } });
    if (second.ok()) return ((await second.json()) as { jwt: string }).jwt;
    if (attempt === 3) throw new Error(`admin sign-in failed: ${await second.text()}`);
  }
}

/**
 * The sandbox outbox, newest first, read as a signed-in admin through GET /api/admin/outbox (the only way to it:
 * there is no public outbox route). `size` mails of the first page.
 */
export async function readOutbox(request: APIRequestContext, size = 100): Promise<OutboxMail[]> {
  adminJwt ??= signInAdmin(request).catch((error: unknown) => {
    adminJwt = undefined;
    throw error;
  });
  const response = await request.get(`/api/admin/outbox?size=${size}`, {
    headers: { authorization: `Bearer ${await adminJwt}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { content: OutboxMail[] }).content;
}

/** The newest mail to an address whose subject matches, or undefined. */
export async function newestMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp = /./,
): Promise<OutboxMail | undefined> {
  return (await readOutbox(request)).find((mail) => mail.to === to && subject.test(mail.subject));
}
