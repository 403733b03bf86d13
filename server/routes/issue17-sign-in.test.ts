import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OutboxMail } from '../../api/outbox.ts';
import type { Page } from '../../api/paged-list.ts';
import type { Session } from '../../api/session.ts';
import { ACCOUNT_MESSAGES } from '../../domain/validation/account.ts';
import { adminTotp, authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { createApp } from '../app.ts';
import { currentTotp } from '../auth/totp.ts';
import { auditLog, consoleUsers } from '../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';

// Issue 17: the public outbox (1), mailed links and reset tokens (3), TOTP replay (7), duplicate lock rows (15).
const PUBLIC_URL = 'https://offers.example.com';
const ctx = seededApp({ signIns: ['admin'], deps: { publicUrl: PUBLIC_URL, nodeEnv: 'development' } });
const { tokens } = ctx;

const demo = (username: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
};
const signIn = (body: Record<string, unknown>, app = ctx.app) => app.request('/api/auth', jsonRequest('POST', body));
const outbox = async (query = '') => {
  const response = await ctx.app.request(`/api/admin/outbox${query}`, authed('GET', tokens.admin));
  expect(response.status).toBe(200);
  return (await response.json()) as Page<OutboxMail>;
};

async function forgotPassword(username: string, headers: Record<string, string> = {}): Promise<OutboxMail> {
  const user = demo(username);
  const asked = await ctx.app.request('/api/auth/forgotpassword', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ realm: user.realm, tenant: user.tenantCode ?? undefined, user: username }),
  });
  expect(asked.status).toBe(204);
  const mail = (await outbox()).content.find((candidate) => candidate.to === `${username}@offerwell.example`);
  if (!mail) throw new Error(`no mail to ${username}`);
  return mail;
}
const tokenOf = (mail: OutboxMail) =>
  decodeURIComponent(/forgot-password\?token=(\S+)/.exec(mail.body)?.[1] ?? 'no-token');
const resetWith = (body: unknown, app = ctx.app) => app.request('/api/auth/resetpassword', jsonRequest('POST', body));

describe('the sandbox outbox (issue 17 item 1)', () => {
  it('has no public route, even in development; only an admin who reads users lists it', async () => {
    expect((await ctx.app.request('/api/dev/outbox')).status).toBe(404);
    expect((await ctx.app.request('/api/admin/outbox')).status).toBe(401);
    const lender = await signInAs(ctx.app, 'cu-admin');
    expect((await ctx.app.request('/api/admin/outbox', authed('GET', lender))).status).toBe(403);
  });

  it('keeps the message nodemailer rendered, newest first and paged', async () => {
    await forgotPassword('cu-template');
    const mail = await forgotPassword('cu-ack');
    expect(mail).toMatchObject({
      from: 'Offerwell <no-reply@offerwell.local>',
      subject: 'Reset your Offerwell password',
    });
    // The person's first name (issue 27), not the username's prefix ('Hello cu,').
    expect(mail.body.split('\n')[0]).toMatch(/^Hello [A-Z][a-z]+,$/);
    expect(mail.body).not.toMatch(/^Hello cu/);
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    expect(mail.raw).toContain(`Message-ID: ${mail.messageId}`);
    expect(mail.raw).toContain('To: cu-ack@offerwell.example');
    expect(mail.raw).toContain('Subject: Reset your Offerwell password');
    expect(mail.raw).toContain('Content-Type: text/plain; charset=utf-8');
    const first = await outbox('?size=1');
    expect(first.content.map((row) => row.to)).toEqual(['cu-ack@offerwell.example']);
    expect(first.totalElements).toBeGreaterThanOrEqual(2);
    expect((await outbox('?size=1&page=1')).content[0]?.to).toBe('cu-template@offerwell.example');
  });
});

describe('mailed links and reset tokens (issue 17 item 3)', () => {
  it('builds the reset link on PUBLIC_URL whatever Host or X-Forwarded-* the request carries', async () => {
    const mail = await forgotPassword('bank-ack', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(mail.body).toContain(`${PUBLIC_URL}/lender/forgot-password?token=`);
    expect(mail.body).not.toContain('evil.example');
    expect(mail.body).toContain('within 30 minutes');
  });

  it('a token works once', async () => {
    const token = tokenOf(await forgotPassword('bank-readonly'));
    expect((await resetWith({ token, password: 'quarry-meadow-8841' })).status).toBe(204);
    const again = await resetWith({ token, password: 'another-meadow-1234' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ issues: [{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkUsed }] });
  });

  it('a token expires after 30 minutes', async () => {
    const token = tokenOf(await forgotPassword('bank-analyst'));
    const later = createApp({ ...ctx.deps, now: () => new Date(Date.now() + 31 * 60 * 1000) });
    const expired = await resetWith({ token, password: 'quarry-meadow-8841' }, later);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({
      issues: [{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkExpired }],
    });
  });
});

describe('lock-out (issue 17 item 15)', () => {
  it('writes exactly one "user locked" row when 20 wrong passwords race', async () => {
    const target = demo('nbfi-analyst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        signIn({ realm: 'fi', tenant: target.tenantCode, user: target.username, password: 'wrong-password-123' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 401 || status === 423 || status === 429)).toBe(true);
    expect(statuses).toContain(423);
    const locks = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, target.id), eq(auditLog.action, 'USER_LOCKED')));
    expect(locks).toHaveLength(1);
    expect(locks[0]).toMatchObject({ oldValue: { status: 'ACTIVE' }, newValue: { status: 'LOCKED' } });
    const [row] = await ctx.db.select().from(consoleUsers).where(eq(consoleUsers.id, target.id));
    expect(row?.status).toBe('LOCKED');
  });
});

describe('admin TOTP replay (issue 17 item 7)', () => {
  const body = { realm: 'super', user: 'admin', password: DEMO_PASSWORD };
  const challenge = async (app = ctx.app) => ((await (await signIn(body, app)).json()) as Session).mfaToken;

  it('refuses a code already used in its time step', async () => {
    const totp = await adminTotp(ctx.app);
    expect((await signIn({ ...body, mfaToken: await challenge(), totp })).status).toBe(200);
    const replay = await signIn({ ...body, mfaToken: await challenge(), totp });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'MFA_INVALID' });
  });

  it('accepts a code only once when two sign-ins race with it', async () => {
    // An app whose clock runs 5 steps ahead: a step no sign-in above has used (the server's own clock is injectable).
    const ahead = Date.now() + 5 * 30_000;
    const later = createApp({ ...ctx.deps, now: () => new Date(ahead) });
    const totp = currentTotp(DEMO_ADMIN_TOTP_SECRET, ahead);
    const [first, second] = [await challenge(later), await challenge(later)];
    const answers = await Promise.all([
      signIn({ ...body, mfaToken: first, totp }, later),
      signIn({ ...body, mfaToken: second, totp }, later),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });
});
