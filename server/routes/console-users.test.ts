import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONSOLE_USER_ACTIONS, ConsoleUserRow } from '../../api/console-users.ts';
import { pageOf } from '../../api/paged-list.ts';
import { Session } from '../../api/session.ts';
import { CONSOLE_USER_MESSAGES } from '../../domain/validation/console-user.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { newestMessageTo } from '../../tests/integration/outbox.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, consoleUsers } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER, DEMO_LENDERS, DEMO_PASSWORD, DEMO_USERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const UserPage = pageOf(ConsoleUserRow);

// The admin signs in once: a TOTP code is good for one sign-in only.
const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens, call } = ctx;

const signIn = (body: Record<string, unknown>) => call('/api/auth', jsonRequest('POST', body));
const userRow = async (username: string) =>
  (await ctx.db.select().from(consoleUsers).where(eq(consoleUsers.username, username)))[0];
/** The temporary password of the newest mail to an address (the sandbox outbox). */
async function mailedPassword(to: string): Promise<string> {
  const mail = await newestMessageTo(ctx.db, to);
  const match = mail?.body.match(/Temporary password: (\S+)/);
  if (!match?.[1]) throw new Error(`no temporary password mailed to ${to}`);
  return match[1];
}
const newLenderUser = (username: string) => ({
  realm: 'fi',
  tenantNumber: summit.number,
  username,
  email: `${username}@summit.example`,
  phone: '(303) 555 0199',
  roles: ['Read-only', 'LoanLeadAnalyst'],
});

describe('console user list', () => {
  it('pages the users of every realm with status and organization, filtered by realm', async () => {
    const page = v.parse(
      UserPage,
      await (await call('/api/console-users?size=100', authed('GET', tokens.admin))).json(),
    );
    expect(page.totalElements).toBe(DEMO_USERS.length);
    expect(page.content.find((user) => user.username === 'cu-analyst')).toMatchObject({
      realm: 'fi',
      tenantNumber: summit.number,
      tenantName: 'Summit Credit Union',
      roles: ['LoanLeadAnalyst'],
      status: 'ACTIVE',
    });
    const filter = encodeURIComponent(JSON.stringify([{ field: 'realm', operator: 'EQUAL', value: 'super' }]));
    const admins = v.parse(
      UserPage,
      await (await call(`/api/console-users?filter=${filter}`, authed('GET', tokens.admin))).json(),
    );
    expect(admins.content.map((user) => user.username)).toEqual(['admin']);
  });

  it('lists one lender’s or embedder’s users by its number', async () => {
    const page = v.parse(
      UserPage,
      await (await call(`/api/console-users/tenant/fi/${summit.number}`, authed('GET', tokens.admin))).json(),
    );
    expect(page.content.every((user) => user.tenantName === 'Summit Credit Union')).toBe(true);
    expect(page.content.map((user) => user.username)).toContain('cu-admin');
    expect((await call('/api/console-users/tenant/fi/999', authed('GET', tokens.admin))).status).toBe(404);
    const embedder = v.parse(
      UserPage,
      await (await call('/api/console-users/tenant/embedder/1', authed('GET', tokens.admin))).json(),
    );
    expect(embedder.content.map((user) => [user.username, user.realm])).toEqual([['embedder-admin', 'embedder']]);
    expect((await call('/api/console-users/tenant/super/1', authed('GET', tokens.admin))).status).toBe(400);
  });

  it('refuses lender and embedder users', async () => {
    for (const token of [tokens['cu-admin'], tokens['embedder-admin']]) {
      expect((await call('/api/console-users', authed('GET', token))).status).toBe(403);
      expect((await call('/api/console-users', authed('POST', token, newLenderUser('sneaky')))).status).toBe(403);
    }
    expect(await userRow('sneaky')).toBeUndefined();
  });
});

describe('a new console user', () => {
  it('gets a mailed temporary password that must be changed at first sign-in', async () => {
    const response = await call('/api/console-users', authed('POST', tokens.admin, newLenderUser('cu-newbie')));
    expect(response.status).toBe(201);
    const created = v.parse(ConsoleUserRow, await response.json());
    expect(created).toMatchObject({ username: 'cu-newbie', phone: '303-555-0199', temporaryPassword: true });
    expect(JSON.stringify(created)).not.toMatch(/password"?:\s*"/i);
    const audit = await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.created);
    expect(audit).toMatchObject({ category: 'USER', entityName: 'cu-newbie', oldValue: null });
    expect(audit?.tenantId).toBe((await userRow('cu-newbie'))?.tenantId);

    const password = await mailedPassword('cu-newbie@summit.example');
    expect(JSON.stringify(audit)).not.toContain(password);
    const first = v.parse(Session, await (await signIn({ realm: 'fi', user: 'cu-newbie', password })).json());
    expect(first.passwordChangeRequired).toBe(true);
    // Until the password is changed the server answers only the account and session calls (not just the console).
    const refused = await call('/api/fi/1/branches', authed('GET', first.jwt ?? ''));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await call('/api/users/me', authed('GET', first.jwt ?? ''))).status).toBe(200);
    const change = await call(
      '/api/users/me/password',
      authed('POST', first.jwt ?? '', { currentPassword: password, newPassword: 'Newbie-Chose-This-1!' }),
    );
    expect(change.status).toBe(204);
    const again = v.parse(
      Session,
      await (await signIn({ realm: 'fi', user: 'cu-newbie', password: 'Newbie-Chose-This-1!' })).json(),
    );
    expect(again.passwordChangeRequired).toBeUndefined();
    expect((await call('/api/fi/1/branches', authed('GET', again.jwt ?? ''))).status).toBe(200);
    expect((await userRow('cu-newbie'))?.temporaryPassword).toBe(false);
  });

  it('answers a temporary-password session only its password change and session reads (issue 30 item 13)', async () => {
    const embedderUser = { ...newLenderUser('emb-newbie'), realm: 'embedder', tenantNumber: DEMO_EMBEDDER_NUMBER };
    const created = await call(
      '/api/console-users',
      authed('POST', tokens.admin, { ...embedderUser, roles: ['EmbedderAdmin'] }),
    );
    expect(created.status).toBe(201);
    const password = await mailedPassword('emb-newbie@summit.example');
    const session = v.parse(Session, await (await signIn({ realm: 'embedder', user: 'emb-newbie', password })).json());
    const jwt = session.jwt ?? '';
    const refusedCalls: [string, string, object?][] = [
      ['PUT', '/api/users/me', { email: 'evil@example.com', phone: '' }],
      ['GET', '/api/embedder/fi'],
      ['GET', `/api/embedder/${DEMO_EMBEDDER_NUMBER}/api-keys`],
    ];
    for (const [method, path, body] of refusedCalls) {
      const refused = await call(path, authed(method, jwt, body));
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    expect((await userRow('emb-newbie'))?.email).toBe('emb-newbie@summit.example');
    expect((await call('/api/users/me', authed('GET', jwt))).status).toBe(200);
    expect((await call(`/api/embedder/${DEMO_EMBEDDER_NUMBER}`, authed('GET', jwt))).status).toBe(200);
  });

  it('refuses bad bodies with 400 and field issues, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...newLenderUser('cu-bad1'), roles: [] }, 'roles', CONSOLE_USER_MESSAGES.roles],
      [{ ...newLenderUser('cu-bad2'), roles: ['SuperAdmin'] }, 'roles', CONSOLE_USER_MESSAGES.roleOfRealm],
      [{ ...newLenderUser('cu-bad3'), tenantNumber: undefined }, 'tenantNumber', CONSOLE_USER_MESSAGES.tenant],
      [{ ...newLenderUser('cu-bad4'), tenantNumber: 999 }, 'tenantNumber', CONSOLE_USER_MESSAGES.tenant],
      [{ ...newLenderUser('cu-bad5'), email: 'nope' }, 'email', 'Enter a valid email'],
      [{ ...newLenderUser('x'), username: 'x' }, 'username', CONSOLE_USER_MESSAGES.username],
      [newLenderUser('cu-admin'), 'username', CONSOLE_USER_MESSAGES.usernameTaken],
    ];
    const before = (await ctx.db.select().from(consoleUsers)).length;
    for (const [body, path, message] of cases) {
      const response = await call('/api/console-users', authed('POST', tokens.admin, body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { issues: { path: string; message: string }[] };
      expect(answer.issues).toContainEqual({ path, message });
    }
    expect((await ctx.db.select().from(consoleUsers)).length).toBe(before);
  });
});

describe('changing a console user', () => {
  it('edits roles, e-mail and phone with an audit row of old and new values', async () => {
    const user = await userRow('cu-template');
    const response = await call(
      `/api/console-users/${user?.id}`,
      authed('PUT', tokens.admin, {
        email: 'template@summit.example',
        phone: '',
        roles: ['ProductTemplate', 'Read-only'],
      }),
    );
    expect(response.status).toBe(200);
    expect(v.parse(ConsoleUserRow, await response.json())).toMatchObject({
      email: 'template@summit.example',
      phone: null,
      roles: ['ProductTemplate', 'Read-only'],
    });
    const audit = await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.updated);
    expect(audit?.oldValue).toMatchObject({ roles: user?.roles, email: user?.email });
    expect(audit?.newValue).toMatchObject({ roles: ['ProductTemplate', 'Read-only'] });
    const wrongRealm = await call(
      `/api/console-users/${user?.id}`,
      authed('PUT', tokens.admin, { email: 'template@summit.example', roles: ['EmbedderAdmin'] }),
    );
    expect(wrongRealm.status).toBe(400);
    expect((await userRow('cu-template'))?.roles).toEqual(['ProductTemplate', 'Read-only']);
    expect(
      (
        await call(
          `/api/console-users/${user?.id}`,
          authed('PUT', tokens['cu-admin'], { email: 'a@b.co', roles: ['Admin'] }),
        )
      ).status,
    ).toBe(403);
  });

  it('deactivates a user, who then cannot sign in, and reactivates them', async () => {
    const user = await userRow('bank-readonly');
    const off = await call(
      `/api/console-users/${user?.id}/status`,
      authed('PUT', tokens.admin, { status: 'INACTIVE' }),
    );
    expect(v.parse(ConsoleUserRow, await off.json()).status).toBe('INACTIVE');
    expect(await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.deactivated)).toMatchObject({
      oldValue: { status: 'ACTIVE' },
      newValue: { status: 'INACTIVE' },
    });
    const refused = await signIn({ realm: 'fi', user: 'bank-readonly', password: DEMO_PASSWORD });
    expect(refused.status).toBe(401);
    expect(
      (await call(`/api/console-users/${user?.id}/status`, authed('PUT', tokens.admin, { status: 'LOCKED' }))).status,
    ).toBe(400);
    await call(`/api/console-users/${user?.id}/status`, authed('PUT', tokens.admin, { status: 'ACTIVE' }));
    expect((await signIn({ realm: 'fi', user: 'bank-readonly', password: DEMO_PASSWORD })).status).toBe(200);
    expect(await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.activated)).toMatchObject({ newValue: { status: 'ACTIVE' } });
  });

  it('unlocks a user locked after five wrong passwords', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn({ realm: 'fi', user: 'nbfi-readonly', password: 'wrong-password' });
    }
    const locked = await userRow('nbfi-readonly');
    expect(locked?.status).toBe('LOCKED');
    expect((await call(`/api/console-users/${locked?.id}/unlock`, authed('POST', tokens['cu-admin']))).status).toBe(
      403,
    );
    const response = await call(`/api/console-users/${locked?.id}/unlock`, authed('POST', tokens.admin));
    expect(v.parse(ConsoleUserRow, await response.json()).status).toBe('ACTIVE');
    expect(await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.unlocked)).toMatchObject({
      entityName: 'nbfi-readonly',
      oldValue: { status: 'LOCKED' },
      newValue: { status: 'ACTIVE' },
    });
    expect((await signIn({ realm: 'fi', user: 'nbfi-readonly', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('unlocks only with the users: unlock permission, auditing old and new status with the change', async () => {
    const user = await userRow('bank-analyst');
    await ctx.db
      .update(consoleUsers)
      .set({ status: 'LOCKED', failedAttempts: 5 })
      .where(eq(consoleUsers.id, user?.id ?? ''));
    const unlocks = async () =>
      (
        await ctx.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, user?.id ?? ''))
      ).length;
    // The catalogue's one admin role holds every admin permission, so an admin without `users: unlock` is an admin
    // session with no role: the session the server would issue to such a user.
    const roleless = await ctx.deps.tokens.signSession({
      sub: DEMO_USERS.find((demo) => demo.username === 'admin')?.id ?? '',
      realm: 'super',
      tenantId: null,
      roles: [],
    });
    for (const token of [roleless, tokens['cu-admin'], tokens['embedder-admin']]) {
      const refused = await call(`/api/console-users/${user?.id}/unlock`, authed('POST', token));
      expect(refused.status).toBe(403);
    }
    expect((await userRow('bank-analyst'))?.status).toBe('LOCKED');
    expect(await unlocks()).toBe(0);

    // The change and its audit row commit together: when the audit row cannot be written, the user stays locked.
    await ctx.pool.query(`create function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit refused'; end $$`);
    await ctx.pool.query(
      'create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()',
    );
    try {
      expect((await call(`/api/console-users/${user?.id}/unlock`, authed('POST', tokens.admin))).status).toBe(500);
    } finally {
      await ctx.pool.query('drop trigger refuse_audit on audit_log; drop function refuse_audit()');
    }
    expect((await userRow('bank-analyst'))?.status).toBe('LOCKED');

    const response = await call(`/api/console-users/${user?.id}/unlock`, authed('POST', tokens.admin));
    expect(response.status).toBe(200);
    expect((await userRow('bank-analyst'))?.failedAttempts).toBe(0);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: CONSOLE_USER_ACTIONS.unlocked,
      actorName: 'admin',
      entityName: 'bank-analyst',
      tenantId: user?.tenantId,
      oldValue: { status: 'LOCKED' },
      newValue: { status: 'ACTIVE' },
    });
  });

  it('resets a password: the old one stops working, a new temporary one is mailed', async () => {
    const user = await userRow('nbfi-analyst');
    expect(
      (await call(`/api/console-users/${user?.id}/reset-password`, authed('POST', tokens['embedder-admin']))).status,
    ).toBe(403);
    const response = await call(`/api/console-users/${user?.id}/reset-password`, authed('POST', tokens.admin));
    expect(v.parse(ConsoleUserRow, await response.json()).temporaryPassword).toBe(true);
    expect((await signIn({ realm: 'fi', user: 'nbfi-analyst', password: DEMO_PASSWORD })).status).toBe(401);
    const password = await mailedPassword(user?.email ?? '');
    const session = v.parse(Session, await (await signIn({ realm: 'fi', user: 'nbfi-analyst', password })).json());
    expect(session.passwordChangeRequired).toBe(true);
    const audit = await latestAudit(ctx.db, CONSOLE_USER_ACTIONS.passwordReset);
    expect(audit).toMatchObject({ entityName: 'nbfi-analyst', newValue: { temporaryPassword: true } });
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('greets the person by first name in the temporary-password mail, never by username (issue 27)', async () => {
    const user = await userRow('nbfi-template');
    expect(user?.firstName).toMatch(/^[A-Z][a-z]+$/);
    expect((await call(`/api/console-users/${user?.id}/reset-password`, authed('POST', tokens.admin))).status).toBe(
      200,
    );
    const mail = await newestMessageTo(ctx.db, user?.email ?? '');
    expect(mail?.body.split('\n')[0]).toBe(`Hello ${user?.firstName},`);
    expect(mail?.body).not.toContain('Hello nbfi');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    expect(
      (await call('/api/console-users/00000000-0000-4000-8000-000000000000', authed('GET', tokens.admin))).status,
    ).toBe(404);
    expect((await call('/api/console-users/not-a-uuid/unlock', authed('POST', tokens.admin))).status).toBe(400);
  });
});
