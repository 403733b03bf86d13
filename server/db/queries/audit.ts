import { desc } from 'drizzle-orm';
import type { Db, Executor } from '../pool.ts';
import { auditLog } from '../schema/index.ts';

export type AuditEntry = typeof auditLog.$inferInsert;

/** Login audit actions (002 §3 "login failed (invalid password, inactive user, invalid MFA, locked user)…"). */
export const LOGIN_ACTIONS = {
  success: 'LOGIN_SUCCESS',
  failed: 'LOGIN_FAILED',
  passThrough: 'PASSTHROUGH',
} as const;
export const LOGIN_FAILURE_REASONS = {
  invalidPassword: 'INVALID_PASSWORD',
  inactiveUser: 'INACTIVE_USER',
  invalidMfa: 'INVALID_MFA',
  lockedUser: 'LOCKED_USER',
  unknownUser: 'UNKNOWN_USER',
  invalidRememberMe: 'INVALID_REMEMBER_ME',
} as const;
export const USER_ACTIONS = {
  locked: 'USER_LOCKED',
  unlocked: 'USER_UNLOCKED',
  passwordChanged: 'PASSWORD_CHANGED',
  updated: 'USER_UPDATED',
} as const;

/** Writes one audit row; pass the transaction of the change so both commit or neither does. */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listAudit(db: Db, params: { limit?: number } = {}) {
  return await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt))
    .limit(params.limit ?? 100);
}
