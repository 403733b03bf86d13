import type { Hono } from 'hono';
import { unlockUser } from '../../api/session.ts';
import { listConsoleUsers } from '../../api/users.ts';
import { USER_ACTIONS, writeAudit } from '../db/queries/audit.ts';
import { findConsoleUserById, listTenantConsoleUsers, unlockConsoleUser } from '../db/queries/console-users.ts';
import { notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { type EndpointHandler, route } from '../http/register.ts';

export const unlockUserHandler: EndpointHandler<typeof unlockUser> = async ({ params, auth, c }) => {
  const { db } = c.get('deps');
  const before = await findConsoleUserById(db, { id: params.userId });
  if (!before) throw notFound('No such user');
  const after = await unlockConsoleUser(db, { id: before.id });
  if (!after) throw notFound('No such user');
  const admin = auth ? await findConsoleUserById(db, { id: auth.sub }) : null;
  await writeAudit(db, {
    category: 'USER',
    action: USER_ACTIONS.unlocked,
    actorId: auth?.sub ?? null,
    actorName: admin?.username ?? null,
    actorRealm: auth?.realm ?? null,
    entityType: 'CONSOLE_USER',
    entityId: after.id,
    entityName: after.username,
    tenantId: after.tenantId,
    oldValue: { status: before.status, failedAttempts: before.failedAttempts },
    newValue: { status: after.status, failedAttempts: after.failedAttempts },
  });
  return { id: after.id, status: after.status };
};

export const listConsoleUsersHandler: EndpointHandler<typeof listConsoleUsers> = async ({ c }) =>
  listTenantConsoleUsers(c.get('deps').db);

export function registerUserRoutes(app: Hono<AppEnv>): void {
  route(app, listConsoleUsers, listConsoleUsersHandler);
  route(app, unlockUser, unlockUserHandler);
}
