import * as v from 'valibot';
import {
  CONSOLE_USER_REALMS,
  CONSOLE_USER_STATUSES,
  consoleUserCreateSchema,
  consoleUserStatusSchema,
  consoleUserUpdateSchema,
} from '../domain/validation/console-user.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { endpointGroup, resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** A console user as the admin's user screens show it (002 §3 console user; never a password). */
export const ConsoleUserRow = v.object({
  id: v.string(),
  realm: v.picklist(CONSOLE_USER_REALMS),
  username: v.string(),
  /** The lender's fiId or the embedder's embedderId; null for platform administrators. */
  tenantNumber: v.nullable(v.number()),
  tenantName: v.nullable(v.string()),
  email: v.string(),
  phone: v.nullable(v.string()),
  roles: v.array(v.string()),
  status: v.picklist(CONSOLE_USER_STATUSES),
  /** Signed in with an admin-made password that must still be changed. */
  temporaryPassword: v.boolean(),
  lastLoginAt: v.nullable(v.string()),
});
export type ConsoleUserRow = v.InferOutput<typeof ConsoleUserRow>;

export const CONSOLE_USER_FIELDS = {
  username: listField('STRING', 'Username'),
  realm: listField('STRING_ENUM', 'Realm', CONSOLE_USER_REALMS),
  tenantName: listField('STRING', 'Organization'),
  status: listField('STRING_ENUM', 'Status', CONSOLE_USER_STATUSES),
  email: listField('STRING', 'Email'),
  lastLoginAt: listField('TIMESTAMP', 'Last sign-in'),
} as const satisfies ListFields;

export const CONSOLE_USER_ACTIONS = {
  created: 'USER_CREATED',
  updated: 'USER_UPDATED',
  activated: 'USER_ACTIVATED',
  deactivated: 'USER_DEACTIVATED',
  unlocked: 'USER_UNLOCKED',
  passwordReset: 'PASSWORD_RESET',
} as const;
const AUDIT = auditTrail('USER', 'CONSOLE_USER', CONSOLE_USER_ACTIONS);

const UserParams = v.object({ userId: v.pipe(v.string(), v.uuid('No such user')) });
/** A lender's or embedder's users: the tenant's realm and number, as the admin's per-tenant pages name them. */
export const TenantUsersParams = v.object({
  // Checked after the route matched (not a picklist, which would constrain the route): another realm is a 400.
  realm: v.pipe(
    v.string(),
    v.check((realm) => realm === 'fi' || realm === 'embedder', 'Invalid Input Type'),
    v.transform((realm) => realm as 'fi' | 'embedder'),
  ),
  tenantNumber: fiIdSchema,
});

const users = endpointGroup(adminEndpoint, { tags: ['users'], area: 'users', path: '/console-users' });
const tenantUsers = users.within('/tenant/:realm/:tenantNumber', TenantUsersParams);
const user = users.within('/:userId', UserParams);

const userCalls = resourceEndpoints(users, user, { row: ConsoleUserRow, body: consoleUserCreateSchema, audit: AUDIT });
export const listConsoleUsers = userCalls.list(
  'Console users of every lender, embedder and the admin realm (paged; format=csv exports)',
);
export const listTenantConsoleUsers = tenantUsers({
  method: 'GET',
  summary: 'The users of one lender (realm fi) or embedder (paged)',
  query: ListQuery,
  response: pageOf(ConsoleUserRow),
});

export const getConsoleUser = userCalls.get('One console user');
export const createConsoleUser = userCalls.create(
  'Add a console user: a temporary password is generated, mailed to the user, and must be changed at first sign-in',
);
export const updateConsoleUser = userCalls.update(
  'Change a console user’s e-mail, phone, roles (of the user’s realm) and ACTIVE/INACTIVE status',
  consoleUserUpdateSchema,
);

export const setConsoleUserStatus = user({
  method: 'PUT',
  path: '/status',
  summary: 'Deactivate (INACTIVE: cannot sign in) or reactivate (ACTIVE) a console user',
  audit: AUDIT.updated,
  body: consoleUserStatusSchema,
  response: ConsoleUserRow,
});

export const unlockConsoleUser = user({
  method: 'POST',
  path: '/unlock',
  summary: 'Unlock a user locked after repeated failed sign-ins (002 §4); a user not locked is refused (409)',
  permission: { area: 'users', action: 'unlock' },
  audit: AUDIT.unlocked,
  response: ConsoleUserRow,
});

export const resetConsoleUserPassword = user({
  method: 'POST',
  path: '/reset-password',
  summary:
    'Replace the user’s password with a new temporary one, mailed to the user and to be changed at the next sign-in',
  permission: { area: 'users', action: 'resetPassword' },
  audit: AUDIT.passwordReset,
  response: ConsoleUserRow,
});
