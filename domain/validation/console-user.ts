import * as v from 'valibot';
import { isOneOf } from '../catalog/code-set.ts';
import { REALM_ROLES } from '../permissions.ts';
import { profileEmailSchema, profilePhoneSchema } from './account.ts';
import { choiceOf, formObject, nonBlank } from './primitives.ts';

/**
 * Console user status of 002 §4 (an admin sets ACTIVE or INACTIVE, sign-in failures set LOCKED): the catalogue's list,
 * re-exported where the user forms and the API look for it, so the set is written once.
 */
export { CONSOLE_USER_STATUSES, type ConsoleUserStatus } from '../catalog/statuses.ts';
export const CONSOLE_USER_REALMS = ['super', 'fi', 'embedder'] as const;
export type ConsoleUserRealm = (typeof CONSOLE_USER_REALMS)[number];

export const CONSOLE_USER_MESSAGES = {
  roles: 'Select at least one role',
  roleOfRealm: 'Choose roles of the user’s realm',
  tenant: 'Choose the lender or embedder',
  username: 'Use 3 to 64 letters, digits, dots, dashes, underscores or @',
  usernameTaken: 'This username is already taken',
} as const;

const USERNAME = /^[A-Za-z0-9._@-]{3,64}$/;

export const usernameSchema = v.pipe(nonBlank('Username'), v.trim(), v.regex(USERNAME, CONSOLE_USER_MESSAGES.username));

const rolesSchema = v.pipe(
  v.array(v.string(), CONSOLE_USER_MESSAGES.roles),
  v.minLength(1, CONSOLE_USER_MESSAGES.roles),
);

/** True when every role belongs to the realm (002 §3 lender permission groups; one role each for the others). */
export const rolesFitRealm = (realm: ConsoleUserRealm, roles: readonly string[]): boolean =>
  roles.every((role) => isOneOf(REALM_ROLES[realm], role));

/**
 * A new console user: the realm, for lender and embedder users the tenant's number (the fiId / embedderId of every
 * path), username, e-mail, phone and roles. The password is not asked for: the server makes a temporary one.
 */
export const consoleUserCreateSchema = v.pipe(
  formObject({
    realm: choiceOf(CONSOLE_USER_REALMS, 'Realm'),
    tenantNumber: v.optional(v.nullable(v.pipe(v.number(CONSOLE_USER_MESSAGES.tenant), v.integer(), v.minValue(1)))),
    username: usernameSchema,
    email: profileEmailSchema,
    phone: profilePhoneSchema,
    roles: rolesSchema,
  }),
  v.forward(
    v.check((user) => user.realm === 'super' || typeof user.tenantNumber === 'number', CONSOLE_USER_MESSAGES.tenant),
    ['tenantNumber'],
  ),
  v.forward(
    v.check((user) => rolesFitRealm(user.realm, user.roles), CONSOLE_USER_MESSAGES.roleOfRealm),
    ['roles'],
  ),
);
export type ConsoleUserCreate = v.InferOutput<typeof consoleUserCreateSchema>;

/** What an admin changes of a console user: contact, roles and ACTIVE/INACTIVE (LOCKED is undone by unlock). */
export const consoleUserUpdateSchema = formObject({
  email: profileEmailSchema,
  phone: profilePhoneSchema,
  roles: rolesSchema,
  /** Absent: unchanged. ACTIVE also clears a lock (the same as unlock). */
  status: v.optional(choiceOf(['ACTIVE', 'INACTIVE'] as const, 'Status')),
});
export type ConsoleUserUpdate = v.InferOutput<typeof consoleUserUpdateSchema>;

/** Deactivate / reactivate from the list (002 §4: an INACTIVE user cannot sign in). */
export const consoleUserStatusSchema = formObject({ status: choiceOf(['ACTIVE', 'INACTIVE'] as const, 'Status') });
