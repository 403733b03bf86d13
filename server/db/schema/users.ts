import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { idColumn, ownedBy, stampColumn } from './columns.ts';

export const consoleRealm = pgEnum('console_realm', ['super', 'fi', 'embedder']);
/** Console user status of 002 §4, verbatim. */
export const consoleUserStatus = pgEnum('console_user_status', ['ACTIVE', 'INACTIVE', 'LOCKED']);

export const consoleUsers = pgTable(
  'console_users',
  {
    id: idColumn(),
    realm: consoleRealm('realm').notNull(),
    /** financial_institutions.id for fi, embedders.id for embedder, null for super. */
    tenantId: uuid('tenant_id'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    status: consoleUserStatus('status').notNull().default('ACTIVE'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** AES-256-GCM sealed base32 TOTP secret; null when the user has no second factor. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step (unix time / 30 s) a sign-in was accepted with: a code of that step or older is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * The password is a temporary one an admin had made (new user, admin reset): the sign-in says so and the console
     * shows the change-password page until the user picks their own (002 §3 "temporary password").
     */
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    createdAt: stampColumn('created_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    // Admins have no tenant: NULLS NOT DISTINCT keeps their usernames unique too.
    unique('console_users_realm_tenant_username').on(t.realm, t.tenantId, t.username).nullsNotDistinct(),
    index('console_users_tenant').on(t.tenantId),
  ],
);

/** Remember-me tokens: only a SHA-256 of the token is kept, so a database leak yields no usable token. */
export const rememberMeTokens = pgTable(
  'remember_me_tokens',
  {
    id: idColumn(),
    userId: ownedBy('user_id', () => consoleUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('remember_me_tokens_user').on(t.userId)],
);
