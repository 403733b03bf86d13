import type { Hono } from 'hono';
import * as api from '../../api/console-users.ts';
import { CONSOLE_USER_ACTIONS, CONSOLE_USER_FIELDS, type ConsoleUserRow } from '../../api/console-users.ts';
import type { ListQuery } from '../../api/paged-list.ts';
import type { ConsoleUserStatus } from '../../domain/catalog/statuses.ts';
import type { ConsoleRealm } from '../../domain/realms.ts';
import { CONSOLE_USER_MESSAGES, rolesFitRealm } from '../../domain/validation/console-user.ts';
import {
  CONSOLE_USER_STATUS_EVENT,
  type ConsoleUserEventType,
  consoleUserMoves,
} from '../../machines/users/console-user-lifecycle.ts';
import { hashPassword } from '../auth/passwords.ts';
import { temporaryPassword } from '../auth/temporary-password.ts';
import type { Executor } from '../db/pool.ts';
import { forgetRememberMe } from '../db/queries/account.ts';
import {
  CONSOLE_USER_DEFAULT_ORDER,
  type ConsoleUserReach,
  consoleUserListColumns,
  consoleUsersReached,
  countConsoleUsers,
  findConsoleUserRow,
  findTenantByNumber,
  insertConsoleUser,
  selectConsoleUsers,
  tenantCodeOf,
  toConsoleUserRow,
  updateConsoleUserRow,
} from '../db/queries/console-user-admin.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AuditChange, AuditRecorder } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { type EndpointHandler, route } from '../http/register.ts';
import { mailTemporaryPassword } from './console-user-mail.ts';

const noUser = () => notFound('No such user');
const refused = (path: string, message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/** What the material report keeps of a user: everything the admin sees, never a password. */
const auditValue = <R extends ConsoleUserRow & { tenantId: string | null }>({ tenantId: _, ...row }: R) => row;

function listUsers(db: Executor, query: ListQuery, where: ConsoleUserReach) {
  return pagedList(
    {
      fields: CONSOLE_USER_FIELDS,
      columns: consoleUserListColumns,
      select: () => selectConsoleUsers(db),
      count: (condition) => countConsoleUsers(db, condition),
      where,
      defaultOrder: CONSOLE_USER_DEFAULT_ORDER,
      toRow: toConsoleUserRow,
      csvName: 'console-users',
      csvColumns: {
        username: 'username',
        realm: 'realm',
        tenantName: 'organization',
        email: 'email',
        phone: 'phone',
        roles: 'roles',
        status: 'status',
        lastLoginAt: 'last sign-in',
      },
    },
    query,
  );
}

/** Where mail links point: the configured public address, else the address this request came to. */
const originOf = (c: AppContext) => c.get('deps').publicUrl ?? new URL(c.req.url).origin;

/** A new temporary password: hashed on the row (flagged), mailed to the user once the change is written. */
async function issueTemporaryPassword(username: string) {
  const password = temporaryPassword();
  return { password, passwordHash: await hashPassword(password, username) };
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findConsoleUserRow>>>;

/** Mails a user the temporary password just issued to them (created or reset). */
function mailPassword(
  c: AppContext,
  user: Pick<UserRow, 'email' | 'username' | 'firstName' | 'realm'>,
  mail: { organization: string | null; password: string; reason: 'created' | 'reset' },
) {
  return mailTemporaryPassword(c.get('deps').db, {
    to: user.email,
    username: user.username,
    firstName: user.firstName,
    realm: user.realm as ConsoleRealm,
    origin: originOf(c),
    ...mail,
  });
}

/** The user row locked for a change: one admin change at a time per user. */
async function lockedUser(db: Executor, userId: string): Promise<UserRow> {
  return (await findConsoleUserRow(db, { id: userId, forUpdate: true })) ?? Promise.reject(noUser());
}

/** The user's status after the event, as the consoleUserLifecycle machine decides it; refused: 409 with its reason. */
function statusAfter(before: UserRow, event: ConsoleUserEventType): ConsoleUserStatus {
  const move = consoleUserMoves.move(before.status, event);
  if ('refused' in move) throw new ApiError(409, 'VALIDATION_FAILED', move.refused);
  return move.next;
}

/**
 * The user as a change left them, the change audited: `values` says what the material report keeps of it (old and new
 * values, and the action when the endpoint's own is not the one).
 */
async function auditedChange(
  db: Executor,
  audit: AuditRecorder,
  before: UserRow,
  values: (after: UserRow) => Pick<AuditChange, 'oldValue' | 'newValue' | 'action'>,
) {
  const after = await findConsoleUserRow(db, { id: before.id });
  if (!after) throw noUser();
  audit.record({ entityId: after.id, entityName: after.username, tenantId: after.tenantId, ...values(after) });
  return auditValue(after);
}

/** A console user in the realm and tenant the body names; the welcome mail carries the link to set a password. */
const createUser: EndpointHandler<typeof api.createConsoleUser> = async ({ body, db, audit, c }) => {
  const tenant =
    body.realm === 'super' ? null : await findTenantByNumber(db, { realm: body.realm, number: body.tenantNumber ?? 0 });
  if (body.realm !== 'super' && !tenant) throw refused('tenantNumber', CONSOLE_USER_MESSAGES.tenant);
  const { password, passwordHash } = await issueTemporaryPassword(body.username);
  const inserted = await insertConsoleUser(db, {
    realm: body.realm,
    tenantId: tenant?.id ?? null,
    username: body.username,
    email: body.email,
    phone: body.phone,
    roles: body.roles,
    passwordHash,
    temporaryPassword: true,
  });
  if (!inserted) throw refused('username', CONSOLE_USER_MESSAGES.usernameTaken);
  const user = await findConsoleUserRow(db, { id: inserted.id });
  if (!user) throw new Error('inserted user not found');
  audit.record({
    entityId: user.id,
    entityName: user.username,
    tenantId: user.tenantId,
    oldValue: null,
    newValue: auditValue(user),
  });
  await mailPassword(c, user, { organization: tenant?.code ?? null, password, reason: 'created' });
  return auditValue(user);
};

/** A console user's access: status, unlock after failed sign-ins, and the password reset an admin sends. */
function registerUserAccessRoutes(app: Hono<AppEnv>): void {
  route(app, api.setConsoleUserStatus, async ({ params, body, db, audit }) => {
    const before = await lockedUser(db, params.userId);
    const status = statusAfter(before, CONSOLE_USER_STATUS_EVENT[body.status]);
    await updateConsoleUserRow(db, { id: before.id, set: { status, failedAttempts: 0 } });
    return auditedChange(db, audit, before, (after) => ({
      action: body.status === 'INACTIVE' ? CONSOLE_USER_ACTIONS.deactivated : CONSOLE_USER_ACTIONS.activated,
      oldValue: { status: before.status },
      newValue: { status: after.status },
    }));
  });
  route(app, api.unlockConsoleUser, async ({ params, db, audit }) => {
    const before = await lockedUser(db, params.userId);
    await updateConsoleUserRow(db, {
      id: before.id,
      set: {
        failedAttempts: 0,
        // The row is locked since it was read: the machine's answer holds when it is written.
        status: statusAfter(before, 'UNLOCK'),
      },
    });
    return auditedChange(db, audit, before, (after) => ({
      oldValue: { status: before.status },
      newValue: { status: after.status },
    }));
  });
  route(app, api.resetConsoleUserPassword, async ({ params, db, audit, c }) => {
    const before = await lockedUser(db, params.userId);
    const { password, passwordHash } = await issueTemporaryPassword(before.username);
    const at = c.get('deps').now?.() ?? new Date();
    await updateConsoleUserRow(db, {
      id: before.id,
      set: { passwordHash, passwordChangedAt: at, temporaryPassword: true },
    });
    // The old password and every "remember me" stop working with the reset.
    await forgetRememberMe(db, { userId: before.id });
    const after = await auditedChange(db, audit, before, () => ({
      oldValue: { temporaryPassword: before.temporaryPassword },
      newValue: { temporaryPassword: true, passwordChangedAt: at.toISOString() },
    }));
    const organization = await tenantCodeOf(db, { realm: before.realm, tenantId: before.tenantId });
    await mailPassword(c, after, { organization, password, reason: 'reset' });
    return after;
  });
}

/** The admin's console-user administration (issue 12 deliverable 4): every call audited, never a password shown. */
export function registerUserRoutes(app: Hono<AppEnv>): void {
  route(
    app,
    api.listConsoleUsers,
    async ({ query, db, scope }) => await listUsers(db, query, consoleUsersReached(scope)),
  );

  route(app, api.listTenantConsoleUsers, async ({ params, query, db, scope }) => {
    const tenant = await findTenantByNumber(db, { realm: params.realm, number: params.tenantNumber });
    if (!tenant) throw notFound(params.realm === 'fi' ? 'No such financial institution' : 'No such embedder');
    return await listUsers(db, query, consoleUsersReached(scope, tenant.id));
  });

  route(app, api.getConsoleUser, async ({ params, db }) => {
    const user = await findConsoleUserRow(db, { id: params.userId });
    if (!user) throw noUser();
    return auditValue(user);
  });

  route(app, api.createConsoleUser, createUser);

  route(app, api.updateConsoleUser, async ({ params, body, db, audit }) => {
    const before = await lockedUser(db, params.userId);
    if (!rolesFitRealm(before.realm, body.roles)) throw refused('roles', CONSOLE_USER_MESSAGES.roleOfRealm);
    const status = body.status ? statusAfter(before, CONSOLE_USER_STATUS_EVENT[body.status]) : before.status;
    await updateConsoleUserRow(db, {
      id: before.id,
      set: {
        email: body.email,
        phone: body.phone,
        roles: body.roles,
        status,
        // Reactivating a locked user is an unlock: the failure count starts again.
        ...(status !== before.status ? { failedAttempts: 0 } : {}),
      },
    });
    return auditedChange(db, audit, before, (after) => ({ oldValue: auditValue(before), newValue: auditValue(after) }));
  });

  registerUserAccessRoutes(app);
}
