import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Profile } from '../../api/account.ts';
import { ACCOUNT_MESSAGES } from '../../domain/validation/account.ts';
import { PASSWORD_MESSAGES } from '../../domain/validation/password.ts';
import { authed, signInAs } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { createApp } from '../app.ts';
import { consoleUsers, mailOutbox, rememberMeTokens } from '../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';

const ctx = seededApp();

const demo = (username: string) => {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
};

/** A lender user's password sign-in: its HTTP status (and a remember-me token when asked for). */
async function signInStatus(username: string, password: string, rememberMe = false) {
  const user = demo(username);
  const response = await ctx.app.request(
    '/api/auth',
    jsonRequest('POST', {
      realm: user.realm,
      tenant: user.tenantCode ?? undefined,
      user: username,
      password,
      rememberMe,
    }),
  );
  return response.status;
}

const call = (method: string, path: string, token: string, body?: unknown) =>
  ctx.app.request(`/api${path}`, authed(method, token, body));

const latestAudit = (entityId: string, action: string) => ctx.lastAudit(action, entityId);

/** The token of the newest reset mail sent to a demo user. */
async function mailedResetToken(username: string): Promise<string> {
  const user = demo(username);
  const asked = await ctx.app.request(
    '/api/auth/forgotpassword',
    jsonRequest('POST', { realm: user.realm, tenant: user.tenantCode ?? undefined, user: username }),
  );
  expect(asked.status).toBe(204);
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, `${username}@offerwell.example`))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /forgot-password\?token=([^\s]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no reset link in the mail');
  return decodeURIComponent(token);
}

const resetWith = (body: unknown, app = ctx.app) => app.request('/api/auth/resetpassword', jsonRequest('POST', body));
const checkLink = (body: unknown) => ctx.app.request('/api/auth/resetpassword/check', jsonRequest('POST', body));

async function issuesOf(response: Response) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as {
    code: string;
    message: string;
    issues: { path: string; message: string }[];
  };
  expect(body.code).toBe('VALIDATION_FAILED');
  return body;
}

describe('without a session', () => {
  it('answers 401 to every account call', async () => {
    for (const [method, path] of [
      ['GET', '/api/users/me'],
      ['PUT', '/api/users/me'],
      ['POST', '/api/users/me/password'],
    ] as const) {
      const response = await ctx.app.request(path, jsonRequest(method, method === 'GET' ? undefined : {}));
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});

describe('GET /api/users/me', () => {
  it('shows username, realm, roles, organisation, e-mail and phone in each console', async () => {
    const lender = v.parse(
      Profile,
      await (await call('GET', '/users/me', await signInAs(ctx.app, 'cu-analyst'))).json(),
    );
    expect(lender).toEqual({
      id: demo('cu-analyst').id,
      username: 'cu-analyst',
      realm: 'fi',
      roles: ['LoanLeadAnalyst'],
      tenantName: 'Summit Credit Union',
      email: 'cu-analyst@offerwell.example',
      phone: null,
    });
    const embedder = await (await call('GET', '/users/me', await signInAs(ctx.app, 'embedder-admin'))).json();
    expect(embedder).toMatchObject({ realm: 'embedder', tenantName: 'Acme Auto Market', roles: ['EmbedderAdmin'] });
    const admin = await (await call('GET', '/users/me', await signInAs(ctx.app, 'admin'))).json();
    expect(admin).toMatchObject({ realm: 'super', username: 'admin', tenantName: null, roles: ['SuperAdmin'] });
  });
});

describe('PUT /api/users/me', () => {
  it('changes e-mail and phone (normalised) and audits only the changed fields, old and new', async () => {
    const token = await signInAs(ctx.app, 'cu-profile');
    const id = demo('cu-profile').id;
    const first = await call('PUT', '/users/me', token, { email: ' pat@summit.example ', phone: '+1 (303) 555-0100' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ email: 'pat@summit.example', phone: '303-555-0100' });
    const audited = await latestAudit(id, 'USER_UPDATED');
    expect(audited).toMatchObject({
      category: 'USER',
      entityType: 'CONSOLE_USER',
      entityName: 'cu-profile',
      actorId: id,
      actorName: 'cu-profile',
      tenantId: demo('cu-profile').tenantId,
      oldValue: { email: 'cu-profile@offerwell.example', phone: null },
      newValue: { email: 'pat@summit.example', phone: '303-555-0100' },
    });
    expect(audited?.changes).toEqual(
      expect.arrayContaining([
        { path: 'email', type: 'modified', oldValue: 'cu-profile@offerwell.example', newValue: 'pat@summit.example' },
      ]),
    );

    const second = await call('PUT', '/users/me', token, { email: 'pat@summit.example', phone: '' });
    expect(await second.json()).toMatchObject({ phone: null });
    expect(await latestAudit(id, 'USER_UPDATED')).toMatchObject({
      oldValue: { phone: '303-555-0100' },
      newValue: { phone: null },
    });
    const profile = await (await call('GET', '/users/me', token)).json();
    expect(profile).toMatchObject({ email: 'pat@summit.example', phone: null });
  });

  it('refuses a bad e-mail or phone with the field messages and changes nothing', async () => {
    const token = await signInAs(ctx.app, 'cu-readonly');
    const body = await issuesOf(await call('PUT', '/users/me', token, { email: 'not-an-email', phone: '555-12' }));
    expect(body.issues).toEqual([
      { path: 'email', message: 'Enter a valid email' },
      { path: 'phone', message: 'Enter a valid phone number' },
    ]);
    const missing = await issuesOf(await call('PUT', '/users/me', token, { email: '' }));
    expect(missing.issues).toEqual([{ path: 'email', message: 'Email is required' }]);
    expect(await (await call('GET', '/users/me', token)).json()).toMatchObject({
      email: 'cu-readonly@offerwell.example',
    });
    expect(await latestAudit(demo('cu-readonly').id, 'USER_UPDATED')).toBeUndefined();
  });
});

describe('POST /api/users/me/password', () => {
  it('refuses a wrong current password and each broken rule with its message', async () => {
    const token = await signInAs(ctx.app, 'cu-ack');
    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/users/me/password', token, { currentPassword, newPassword });

    const wrong = await issuesOf(await change('not-my-password', 'lantern-harbor-2031'));
    expect(wrong.message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(wrong.issues).toEqual([{ path: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordWrong }]);

    const cases = [
      ['short-pw', PASSWORD_MESSAGES.tooShort(12)],
      ['password1234', PASSWORD_MESSAGES.common],
      [DEMO_PASSWORD, ACCOUNT_MESSAGES.sameAsCurrent],
    ] as const;
    for (const [newPassword, message] of cases) {
      const refused = await issuesOf(await change(DEMO_PASSWORD, newPassword));
      expect(refused.issues, newPassword).toContainEqual({ path: 'newPassword', message });
    }
    expect(await signInStatus('cu-ack', DEMO_PASSWORD)).toBe(200);
    expect(await latestAudit(demo('cu-ack').id, 'PASSWORD_CHANGED')).toBeUndefined();
  });

  it('refuses a new password equal to the username', async () => {
    // A long username, so the length rule does not hide the username rule.
    const [user] = await ctx.db
      .select({ id: consoleUsers.id })
      .from(consoleUsers)
      .where(eq(consoleUsers.username, 'cu-template'));
    await ctx.db
      .update(consoleUsers)
      .set({ username: 'summit-template-user' })
      .where(eq(consoleUsers.id, user?.id ?? ''));
    const session = await ctx.app.request(
      '/api/auth',
      jsonRequest('POST', { realm: 'fi', tenant: 'summit-cu', user: 'summit-template-user', password: DEMO_PASSWORD }),
    );
    const { jwt } = (await session.json()) as { jwt: string };
    const refused = await issuesOf(
      await call('POST', '/users/me/password', jwt, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Summit-Template-User',
      }),
    );
    expect(refused.issues).toEqual([{ path: 'newPassword', message: PASSWORD_MESSAGES.sameAsUsername }]);
  });

  it('changes the password: the new one signs in, the old one no longer does; audited; remember-me ended', async () => {
    const username = 'bank-ack';
    const id = demo(username).id;
    expect(await signInStatus(username, DEMO_PASSWORD, true)).toBe(200);
    const token = await signInAs(ctx.app, username);
    const changed = await call('POST', '/users/me/password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'lantern-harbor-2031',
    });
    expect(changed.status).toBe(204);
    expect(await signInStatus(username, 'lantern-harbor-2031')).toBe(200);
    expect(await signInStatus(username, DEMO_PASSWORD)).toBe(401);
    const audited = await latestAudit(id, 'PASSWORD_CHANGED');
    expect(audited).toMatchObject({
      category: 'USER',
      entityType: 'CONSOLE_USER',
      actorId: id,
      oldValue: { passwordChangedAt: null },
    });
    expect(JSON.stringify(audited)).not.toContain('lantern');
    expect(await ctx.db.select().from(rememberMeTokens).where(eq(rememberMeTokens.userId, id))).toEqual([]);
  });
});

describe('POST /api/auth/resetpassword', () => {
  it('sets the password from the mailed link once; the new one signs in; audited with reason RESET', async () => {
    const token = await mailedResetToken('cu-reset');
    const weak = await issuesOf(await resetWith({ token, password: 'password1234' }));
    expect(weak.issues).toEqual([{ path: 'password', message: PASSWORD_MESSAGES.common }]);

    // Opening the link asks whether it can still set a password: yes, until it has been used (issue 30 item 7).
    expect((await checkLink({ token })).status).toBe(204);
    expect((await resetWith({ token, password: 'quarry-meadow-8841' })).status).toBe(204);
    const opened = await issuesOf(await checkLink({ token }));
    expect(opened.issues).toEqual([{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkUsed }]);
    expect((await issuesOf(await checkLink({ token: 'not-a-token' }))).issues).toEqual([
      { path: 'token', message: ACCOUNT_MESSAGES.resetLinkInvalid },
    ]);
    expect(await signInStatus('cu-reset', 'quarry-meadow-8841')).toBe(200);
    expect(await signInStatus('cu-reset', DEMO_PASSWORD)).toBe(401);
    expect(await latestAudit(demo('cu-reset').id, 'PASSWORD_CHANGED')).toMatchObject({
      category: 'USER',
      reason: 'RESET',
      actorName: 'cu-reset',
      entityType: 'CONSOLE_USER',
    });

    const reused = await issuesOf(await resetWith({ token, password: 'another-meadow-1234' }));
    expect(reused.issues).toEqual([{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkUsed }]);
    expect(await signInStatus('cu-reset', 'quarry-meadow-8841')).toBe(200);
  });

  it('refuses a link older than the last password change', async () => {
    const token = await mailedResetToken('nbfi-ack');
    const session = await signInAs(ctx.app, 'nbfi-ack');
    const changed = await call('POST', '/users/me/password', session, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'granite-orchard-5512',
    });
    expect(changed.status).toBe(204);
    const refused = await issuesOf(await resetWith({ token, password: 'another-orchard-5512' }));
    expect(refused.message).toBe(ACCOUNT_MESSAGES.resetLinkUsed);
  });

  it('refuses a bad, a foreign-purpose and an expired token with a clear message', async () => {
    for (const token of ['not-a-token', 'a.b.c', await signInAs(ctx.app, 'nbfi-template')]) {
      const refused = await issuesOf(await resetWith({ token, password: 'quarry-meadow-8841' }));
      expect(refused.issues).toEqual([{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkInvalid }]);
    }
    const missing = await issuesOf(await resetWith({ password: 'quarry-meadow-8841' }));
    expect(missing.issues[0]?.path).toBe('token');

    const token = await mailedResetToken('nbfi-template');
    const later = createApp({ ...ctx.deps, now: () => new Date(Date.now() + 61 * 60 * 1000) });
    const expired = await issuesOf(await resetWith({ token, password: 'quarry-meadow-8841' }, later));
    expect(expired.issues).toEqual([{ path: 'token', message: ACCOUNT_MESSAGES.resetLinkExpired }]);
    expect(await signInStatus('nbfi-template', DEMO_PASSWORD)).toBe(200);
  });

  it('unlocks nothing: a locked user gets the new password and stays locked', async () => {
    const id = demo('nbfi-readonly').id;
    await ctx.db.update(consoleUsers).set({ status: 'LOCKED', failedAttempts: 5 }).where(eq(consoleUsers.id, id));
    const token = await mailedResetToken('nbfi-readonly');
    expect((await resetWith({ token, password: 'quarry-meadow-8841' })).status).toBe(204);
    expect(await signInStatus('nbfi-readonly', 'quarry-meadow-8841')).toBe(423);
    const [row] = await ctx.db.select().from(consoleUsers).where(eq(consoleUsers.id, id));
    expect(row).toMatchObject({ status: 'LOCKED', failedAttempts: 5 });
  });
});
