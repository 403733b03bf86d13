import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Session } from '../../api/session.ts';
import { adminTotp } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { currentTotp } from '../auth/totp.ts';
import { countRememberMe } from '../db/queries/remember-me.ts';
import { auditLog, consoleUsers, mailOutbox } from '../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_CONSUMERS, DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';

const ctx = seededApp();

const signIn = (body: Record<string, unknown>) => ctx.app.request('/api/auth', jsonRequest('POST', body));
const userNamed = (username: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user;
};
const auditFor = (entityId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('POST /api/auth', () => {
  it.each([
    ['fi', 'cu-analyst', 'summit-cu'],
    ['fi', 'bank-admin', undefined],
    ['embedder', 'embedder-admin', 'acme-auto'],
  ] as const)('signs a %s user (%s) in with the full session shape', async (realm, username, tenant) => {
    const response = await signIn({ realm, user: username, password: DEMO_PASSWORD, ...(tenant ? { tenant } : {}) });
    expect(response.status).toBe(200);
    const session = v.parse(Session, await response.json());
    const demo = userNamed(username);
    expect(session).toMatchObject({ realm, mfaRequired: false, userId: demo.id, tenantId: String(demo.tenantNumber) });
    expect(session.tenantName).toBe(demo.tenantName);
    expect(session.roles).toEqual(demo.roles.map((name) => ({ name })));
    expect(session.jwt).toMatch(/^ey/);
    expect(session.chatSessionId).toMatch(new RegExp(`^${demo.id}-${realm}-\\d+$`));
    expect(session.rememberMeJwt).toBeUndefined();
    expect(Object.keys(session.permissions).length).toBeGreaterThan(0);
  });

  it('gives the LoanLeadAnalyst loan-lead permissions only', async () => {
    const session = (await (
      await signIn({ realm: 'fi', user: 'cu-analyst', password: DEMO_PASSWORD })
    ).json()) as Session;
    expect(session.permissions.loanLeads).toContain('assign');
    expect(session.permissions.campaigns).toBeUndefined();
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await signIn({ realm: 'fi', user: 'bank-readonly', password: 'not-the-password-1' });
    const unknown = await signIn({ realm: 'fi', user: 'nobody-here', password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    const rows = await auditFor(userNamed('bank-readonly').id);
    expect(rows.at(-1)).toMatchObject({ category: 'LOGIN', action: 'LOGIN_FAILED', reason: 'INVALID_PASSWORD' });
  });

  it('refuses a user of another realm or tenant', async () => {
    expect((await signIn({ realm: 'embedder', user: 'cu-admin', password: DEMO_PASSWORD })).status).toBe(401);
    expect(
      (await signIn({ realm: 'fi', user: 'cu-admin', tenant: 'harbor-bank', password: DEMO_PASSWORD })).status,
    ).toBe(401);
  });

  it('locks after 5 failures, then answers ACCOUNT_LOCKED even with the right password; an admin unlocks', async () => {
    const target = userNamed('nbfi-template');
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn({ realm: 'fi', user: target.username, password: 'wrong-password-123' });
      codes.push(((await response.json()) as { code: string }).code);
    }
    expect(codes).toEqual([...Array(4).fill('AUTHENTICATION_FAILED'), 'ACCOUNT_LOCKED']);
    const locked = await signIn({ realm: 'fi', user: target.username, password: DEMO_PASSWORD });
    expect(locked.status).toBe(423);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    const [row] = await ctx.db.select().from(consoleUsers).where(eq(consoleUsers.id, target.id));
    expect(row?.status).toBe('LOCKED');

    const admin = await adminSession();
    const unlock = await ctx.app.request(
      `/api/console-users/${target.id}/unlock`,
      jsonRequest('POST', undefined, admin.jwt),
    );
    expect(unlock.status).toBe(200);
    expect(await unlock.json()).toMatchObject({ id: target.id, status: 'ACTIVE' });
    expect((await signIn({ realm: 'fi', user: target.username, password: DEMO_PASSWORD })).status).toBe(200);

    const actions = (await auditFor(target.id)).map((entry) => `${entry.action}:${entry.reason ?? ''}`);
    expect(actions).toContain('USER_LOCKED:5 consecutive failed sign-ins');
    expect(actions).toContain('LOGIN_FAILED:LOCKED_USER');
    expect(actions).toContain('USER_UNLOCKED:');
    expect(actions.at(-1)).toBe('LOGIN_SUCCESS:');
  });

  it('refuses an inactive user and audits why', async () => {
    const target = userNamed('bank-template');
    await ctx.db.update(consoleUsers).set({ status: 'INACTIVE' }).where(eq(consoleUsers.id, target.id));
    const response = await signIn({ realm: 'fi', user: target.username, password: DEMO_PASSWORD });
    expect(response.status).toBe(401);
    expect((await auditFor(target.id)).at(-1)).toMatchObject({ action: 'LOGIN_FAILED', reason: 'INACTIVE_USER' });
  });

  it('asks the admin for a second factor, storing nothing until the code is right', async () => {
    const admin = userNamed('admin');
    const before = await countRememberMe(ctx.db, { userId: admin.id });
    const first = await signIn({ realm: 'super', user: 'admin', password: DEMO_PASSWORD, rememberMe: true });
    expect(first.status).toBe(200);
    const challenge = v.parse(Session, await first.json());
    expect(challenge).toMatchObject({ realm: 'super', mfaRequired: true, permissions: {} });
    expect(challenge.jwt).toBeUndefined();
    expect(challenge.rememberMeJwt).toBeUndefined();
    expect(challenge.mfaToken).toBeTypeOf('string');
    expect(await countRememberMe(ctx.db, { userId: admin.id })).toBe(before);

    const wrongCode = String((Number(currentTotp(DEMO_ADMIN_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await signIn({ realm: 'super', user: 'admin', mfaToken: challenge.mfaToken, totp: wrongCode });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'MFA_INVALID' });
    expect((await auditFor(admin.id)).at(-1)).toMatchObject({ reason: 'INVALID_MFA' });

    const totp = await adminTotp(ctx.app);
    const second = await signIn({ realm: 'super', user: 'admin', mfaToken: challenge.mfaToken, totp });
    expect(second.status).toBe(200);
    const session = v.parse(Session, await second.json());
    expect(session.jwt).toMatch(/^ey/);
    expect(session.permissions.users).toContain('unlock');
    expect(session.rememberMeJwt).toBeTypeOf('string');
    expect(await countRememberMe(ctx.db, { userId: admin.id })).toBe(before + 1);
  });

  it('signs in with a remember-me token instead of the password, and rejects a forged one', async () => {
    const first = (await (
      await signIn({ realm: 'fi', user: 'cu-readonly', password: DEMO_PASSWORD, rememberMe: true })
    ).json()) as Session;
    expect(first.rememberMeJwt).toBeTypeOf('string');
    const again = await signIn({ realm: 'fi', user: 'cu-readonly', rememberMeJwt: first.rememberMeJwt });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Session).userId).toBe(userNamed('cu-readonly').id);
    const forged = await signIn({ realm: 'fi', user: 'cu-readonly', rememberMeJwt: `${first.rememberMeJwt}x` });
    expect(forged.status).toBe(401);
    const otherUser = await signIn({ realm: 'fi', user: 'cu-ack', rememberMeJwt: first.rememberMeJwt });
    expect(otherUser.status).toBe(401);
  });

  it('still asks for the second factor after a remember-me token', async () => {
    const totp = await adminTotp(ctx.app);
    const challenge = (await (
      await signIn({ realm: 'super', user: 'admin', password: DEMO_PASSWORD, rememberMe: true })
    ).json()) as Session;
    const full = (await (
      await signIn({ realm: 'super', user: 'admin', mfaToken: challenge.mfaToken, totp })
    ).json()) as Session;
    const remembered = (await (
      await signIn({ realm: 'super', user: 'admin', rememberMeJwt: full.rememberMeJwt })
    ).json()) as Session;
    expect(remembered).toMatchObject({ mfaRequired: true });
    expect(remembered.jwt).toBeUndefined();
  });

  it('answers 400 VALIDATION_FAILED, never 500, for bad input', async () => {
    const cases: RequestInit[] = [
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"realm":' },
      jsonRequest('POST', { realm: 'nowhere', user: 'x', password: 'y' }),
      jsonRequest('POST', { realm: 'fi', user: '   ', password: 'y' }),
      jsonRequest('POST', { realm: 'fi', user: 'cu-admin' }),
      jsonRequest('POST', [1, 2, 3]),
      jsonRequest('POST', { realm: 'super', user: 'admin', mfaToken: 'x', totp: '12' }),
    ];
    for (const init of cases) {
      const response = await ctx.app.request('/api/auth', init);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; issues: unknown[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/auth/forgotpassword', () => {
  it('mails a reset link for a known user and answers the same 204 for an unknown one', async () => {
    const known = await ctx.app.request(
      '/api/auth/forgotpassword',
      jsonRequest('POST', { realm: 'fi', tenant: 'summit-cu', user: 'cu-template' }),
    );
    const unknown = await ctx.app.request(
      '/api/auth/forgotpassword',
      jsonRequest('POST', { realm: 'fi', user: 'ghost-user' }),
    );
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(await known.text()).toBe('');
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cu-template@offerwell.example'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toMatch(/\/lender\/forgot-password\?token=ey/);
    // The outbox is an admin's (issue 17): no public route shows the reset link.
    expect((await ctx.app.request('/api/dev/outbox')).status).toBe(404);
    const outbox = await ctx.app.request(
      '/api/admin/outbox',
      jsonRequest('GET', undefined, (await adminSession()).jwt),
    );
    const listed = (await outbox.json()) as { content: { to: string; body: string }[] };
    expect(listed.content.find((mail) => mail.to === 'cu-template@offerwell.example')?.body).toBe(mails[0]?.body);
  });
});

describe('POST /api/auth/consumer', () => {
  it('signs a consumer in; a pending redemption adds PENDING_DOCUMENTS', async () => {
    const [plain, pending] = [DEMO_CONSUMERS[0], DEMO_CONSUMERS[2]];
    if (!plain || !pending) throw new Error('demo consumers missing');
    const first = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: plain.accessCode, lastName: plain.lastName.toUpperCase() }),
    );
    expect(first.status).toBe(200);
    const session = v.parse(Session, await first.json());
    expect(session).toMatchObject({
      realm: 'consumer',
      workflowState: ['OFFERS_GENERATED'],
      consumer: { id: plain.id },
    });
    const second = v.parse(
      Session,
      await (
        await ctx.app.request(
          '/api/auth/consumer',
          jsonRequest('POST', { accessCode: pending.accessCode, lastName: pending.lastName }),
        )
      ).json(),
    );
    expect(second.workflowState).toEqual(['OFFERS_GENERATED', 'PENDING_DOCUMENTS']);
    expect(second.consumer?.pendingRedemptionId).toBe(pending.pendingRedemptionId);
  });

  it('answers CONSUMER_AUTH_FAILED for a wrong last name', async () => {
    const response = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: 'DEMO-1001', lastName: 'Nope' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'CONSUMER_AUTH_FAILED' });
  });
});

describe('GET /api/auth/mfaRequired', () => {
  it('is true for the admin realm only', async () => {
    expect(await (await ctx.app.request('/api/auth/mfaRequired?realm=super')).json()).toEqual({ mfaRequired: true });
    expect(await (await ctx.app.request('/api/auth/mfaRequired?realm=fi')).json()).toEqual({ mfaRequired: false });
    expect((await ctx.app.request('/api/auth/mfaRequired?realm=moon')).status).toBe(400);
  });
});

describe('audit log', () => {
  it('writes login rows and refuses UPDATE and DELETE', async () => {
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.category, 'LOGIN'), eq(auditLog.action, 'LOGIN_SUCCESS')));
    expect(rows.length).toBeGreaterThan(0);
    await expect(ctx.pool.query("update audit_log set action = 'x'")).rejects.toThrow(/append-only/);
    await expect(ctx.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(ctx.pool.query('truncate audit_log')).rejects.toThrow(/append-only/);
  });
});

// One admin session for the tests that only need one: each sign-in spends a TOTP time step.
let admin: Promise<Session> | undefined;
const adminSession = () => {
  admin ??= signInAdmin();
  return admin;
};

async function signInAdmin(): Promise<Session> {
  const challenge = (await (
    await signIn({ realm: 'super', user: 'admin', password: DEMO_PASSWORD })
  ).json()) as Session;
  const totp = await adminTotp(ctx.app);
  return (await (
    await signIn({ realm: 'super', user: 'admin', mfaToken: challenge.mfaToken, totp })
  ).json()) as Session;
}
