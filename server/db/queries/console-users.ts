import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ConsoleRealm } from '../../../domain/realms.ts';
import { consoleUserMoves } from '../../../machines/users/console-user-lifecycle.ts';
import type { Db } from '../pool.ts';
import { consoleUsers, embedders, financialInstitutions } from '../schema/index.ts';

export type ConsoleUser = typeof consoleUsers.$inferSelect;

/**
 * Lockout threshold (docs/decisions/0047-lockout-sessions-and-security.md): the fifth consecutive failure locks the
 * user.
 */
export const MAX_FAILED_ATTEMPTS = 5;

/** What the access check reads of a console user (server/http/access.ts), as the access cache keeps it. */
export type ConsoleUserAccess = Pick<ConsoleUser, 'status' | 'username' | 'temporaryPassword'>;

/**
 * What the access check reads of a signed-in console user (server/http/access.ts): their status, name and whether
 * their password is a temporary one. By the token's subject, before any scope exists; undefined when the user is gone.
 */
export async function consoleUserAccess(db: Db, userId: string): Promise<ConsoleUserAccess | undefined> {
  const [row] = await db
    .select({
      status: consoleUsers.status,
      username: consoleUsers.username,
      temporaryPassword: consoleUsers.temporaryPassword,
    })
    .from(consoleUsers)
    .where(eq(consoleUsers.id, userId));
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

/** Resolves a tenant the user typed (id or code) to its id; null when none matches. */
export async function resolveTenantId(
  db: Db,
  params: { realm: 'fi' | 'embedder'; tenant: string },
): Promise<string | null> {
  const table = params.realm === 'fi' ? financialInstitutions : embedders;
  const where = isUuid(params.tenant) ? eq(table.id, params.tenant) : eq(table.code, params.tenant.toLowerCase());
  const [row] = await db.select({ id: table.id }).from(table).where(where);
  return row?.id ?? null;
}

/**
 * The console user signing in. The tenant is optional for fi/embedder: without it the username must be unique in
 * the realm (ambiguous names find nobody, so they fail like an unknown user).
 */
export async function findConsoleUserForSignIn(
  db: Db,
  params: { realm: ConsoleRealm; tenant?: string | undefined; username: string },
): Promise<ConsoleUser | null> {
  const conditions: SQL[] = [eq(consoleUsers.realm, params.realm), eq(consoleUsers.username, params.username)];
  if (params.realm === 'super') {
    conditions.push(isNull(consoleUsers.tenantId));
  } else if (params.tenant !== undefined && params.tenant !== '') {
    const tenantId = await resolveTenantId(db, { realm: params.realm, tenant: params.tenant });
    if (!tenantId) return null;
    conditions.push(eq(consoleUsers.tenantId, tenantId));
  }
  const rows = await db
    .select()
    .from(consoleUsers)
    .where(and(...conditions))
    .limit(2);
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

export async function findConsoleUserById(db: Db, params: { id: string }): Promise<ConsoleUser | null> {
  if (!isUuid(params.id)) return null;
  const [row] = await db.select().from(consoleUsers).where(eq(consoleUsers.id, params.id));
  return row ?? null;
}

/** The consoleUserLifecycle machine's LOCK: the statuses it takes it from, and the one it enters. */
const LOCKABLE = consoleUserMoves.taking('LOCK');
const LOCKED = consoleUserMoves.target('LOCK');

/**
 * Counts a failed sign-in; `lockedNow` is true for the one call whose failure moved the user from ACTIVE to LOCKED.
 * The lock is its own conditional UPDATE (ACTIVE and over the limit): PostgreSQL re-checks the condition after a
 * concurrent update of the row commits, so of many failures racing past the limit exactly one locks the user (and
 * writes the one "user locked" audit row); the others see LOCKED and change nothing.
 */
export async function recordFailedSignIn(
  db: Db,
  params: { id: string },
): Promise<{ failedAttempts: number; status: ConsoleUser['status']; lockedNow: boolean } | null> {
  const [counted] = await db
    .update(consoleUsers)
    .set({ failedAttempts: sql`${consoleUsers.failedAttempts} + 1` })
    .where(eq(consoleUsers.id, params.id))
    .returning({ failedAttempts: consoleUsers.failedAttempts, status: consoleUsers.status });
  if (!counted) return null;
  const locked = await db
    .update(consoleUsers)
    .set({ status: LOCKED })
    .where(
      and(
        eq(consoleUsers.id, params.id),
        inArray(consoleUsers.status, LOCKABLE),
        gte(consoleUsers.failedAttempts, MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ failedAttempts: consoleUsers.failedAttempts });
  if (locked[0]) return { failedAttempts: locked[0].failedAttempts, status: LOCKED, lockedNow: true };
  return { ...counted, lockedNow: false };
}

export async function recordSuccessfulSignIn(db: Db, params: { id: string; at: Date }): Promise<void> {
  await db
    .update(consoleUsers)
    .set({ failedAttempts: 0, lastLoginAt: params.at })
    .where(eq(consoleUsers.id, params.id));
}

export async function setConsoleUserPassword(db: Db, params: { id: string; passwordHash: string; at: Date }) {
  await db
    .update(consoleUsers)
    .set({ passwordHash: params.passwordHash, passwordChangedAt: params.at })
    .where(eq(consoleUsers.id, params.id));
}

/** Lender and embedder users with their tenant's name, for the admin's Users page (pass-through targets). */
export async function listTenantConsoleUsers(db: Db) {
  const rows = await db
    .select({
      id: consoleUsers.id,
      realm: consoleUsers.realm,
      username: consoleUsers.username,
      tenantId: consoleUsers.tenantId,
      lenderName: financialInstitutions.name,
      embedderName: embedders.name,
      roles: consoleUsers.roles,
      status: consoleUsers.status,
    })
    .from(consoleUsers)
    .leftJoin(financialInstitutions, eq(financialInstitutions.id, consoleUsers.tenantId))
    .leftJoin(embedders, eq(embedders.id, consoleUsers.tenantId))
    .where(sql`${consoleUsers.realm} in ('fi', 'embedder')`)
    .orderBy(consoleUsers.realm, financialInstitutions.name, embedders.name, consoleUsers.username);
  return rows.map(({ lenderName, embedderName, ...user }) => ({ ...user, tenantName: lenderName ?? embedderName }));
}

/**
 * Records the TOTP time step a sign-in used, only if it is newer than the last one accepted: one conditional UPDATE,
 * so of two requests with the same code (even concurrent) exactly one gets true. False means a replayed code.
 */
export async function claimTotpStep(db: Db, params: { id: string; step: number }): Promise<boolean> {
  const rows = await db
    .update(consoleUsers)
    .set({ totpLastStep: params.step })
    .where(
      and(
        eq(consoleUsers.id, params.id),
        or(isNull(consoleUsers.totpLastStep), lt(consoleUsers.totpLastStep, params.step)),
      ),
    )
    .returning({ id: consoleUsers.id });
  return rows.length === 1;
}
