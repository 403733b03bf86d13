import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Profile } from '../../../api/account.ts';
import type { Executor } from '../pool.ts';
import { consoleUsers, embedders, financialInstitutions, rememberMeTokens } from '../schema/index.ts';
import { isUuid } from './console-users.ts';

/** A console user's own account: the profile fields plus what the password checks need. */
export interface AccountRow extends Profile {
  readonly tenantId: string | null;
  readonly passwordHash: string;
  readonly passwordChangedAt: Date | null;
  readonly status: 'ACTIVE' | 'INACTIVE' | 'LOCKED';
}

const accountColumns = {
  id: consoleUsers.id,
  username: consoleUsers.username,
  realm: consoleUsers.realm,
  roles: consoleUsers.roles,
  tenantId: consoleUsers.tenantId,
  email: consoleUsers.email,
  phone: consoleUsers.phone,
  passwordHash: consoleUsers.passwordHash,
  passwordChangedAt: consoleUsers.passwordChangedAt,
  status: consoleUsers.status,
  lenderName: financialInstitutions.name,
  embedderName: embedders.name,
};

/**
 * The user with their tenant's name. `forUpdate` locks the user's row (not the tenant's) until the transaction
 * ends, so the audit row's old value is the value replaced.
 */
export async function findAccount(
  db: Executor,
  params: { id: string; forUpdate?: boolean },
): Promise<AccountRow | null> {
  if (!isUuid(params.id)) return null;
  const query = db
    .select(accountColumns)
    .from(consoleUsers)
    .leftJoin(financialInstitutions, eq(financialInstitutions.id, consoleUsers.tenantId))
    .leftJoin(embedders, eq(embedders.id, consoleUsers.tenantId))
    .where(eq(consoleUsers.id, params.id));
  const [row] = params.forUpdate ? await query.for('update', { of: consoleUsers }) : await query;
  if (!row) return null;
  const { lenderName, embedderName, ...account } = row;
  return { ...account, tenantName: row.realm === 'super' ? null : (lenderName ?? embedderName ?? null) };
}

/** The public part of an account row. */
export const toProfile = (account: AccountRow): Profile => ({
  id: account.id,
  username: account.username,
  realm: account.realm,
  roles: account.roles,
  tenantName: account.tenantName,
  email: account.email,
  phone: account.phone,
});

export async function updateContact(
  db: Executor,
  params: { id: string; email: string; phone: string | null },
): Promise<void> {
  await db.update(consoleUsers).set({ email: params.email, phone: params.phone }).where(eq(consoleUsers.id, params.id));
}

/**
 * Replaces the password only while it is still the one the caller checked: `replacing` is that password's change
 * time in ms (0 for never changed), compared at millisecond precision. Answers false when the password changed in
 * between, so a reset token (which names that time) or a concurrent change cannot succeed twice.
 */
export async function replacePassword(
  db: Executor,
  params: { id: string; replacing: number; passwordHash: string; at: Date },
): Promise<boolean> {
  const unchanged =
    params.replacing === 0
      ? isNull(consoleUsers.passwordChangedAt)
      : sql`date_trunc('milliseconds', ${consoleUsers.passwordChangedAt}) = ${new Date(params.replacing).toISOString()}::timestamptz`;
  const rows = await db
    .update(consoleUsers)
    // The user's own password now: a temporary one (admin-made) is gone with it.
    .set({ passwordHash: params.passwordHash, passwordChangedAt: params.at, temporaryPassword: false })
    .where(and(eq(consoleUsers.id, params.id), unchanged))
    .returning({ id: consoleUsers.id });
  return rows.length === 1;
}

/** A new password ends "remember me" on every device: a stolen or forgotten browser cannot sign in with it. */
export async function forgetRememberMe(db: Executor, params: { userId: string }): Promise<number> {
  const rows = await db
    .delete(rememberMeTokens)
    .where(eq(rememberMeTokens.userId, params.userId))
    .returning({ id: rememberMeTokens.id });
  return rows.length;
}
