import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { ConsoleUserRow } from '../../../api/console-users.ts';
import type { Executor } from '../pool.ts';
import { consoleUsers, embedders, financialInstitutions } from '../schema/index.ts';
import { type CountedRows, ONE } from './list-source.ts';
import type { AdminScope } from './scope.ts';

/** The tenant's number and name, whichever realm it is in (a user has at most one). */
const tenantNumber = sql<number | null>`coalesce(${financialInstitutions.number}, ${embedders.number})`;
const tenantName = sql<string | null>`coalesce(${financialInstitutions.name}, ${embedders.name})`;

export const consoleUserColumns = {
  id: consoleUsers.id,
  realm: consoleUsers.realm,
  username: consoleUsers.username,
  tenantId: consoleUsers.tenantId,
  tenantNumber,
  tenantName,
  email: consoleUsers.email,
  phone: consoleUsers.phone,
  roles: consoleUsers.roles,
  status: consoleUsers.status,
  temporaryPassword: consoleUsers.temporaryPassword,
  lastLoginAt: consoleUsers.lastLoginAt,
  // Not in the row the API answers: the server's mails greet the person by it.
  firstName: consoleUsers.firstName,
};
/** The list's filterable columns (api CONSOLE_USER_FIELDS). */
export const consoleUserListColumns = {
  username: consoleUsers.username,
  realm: consoleUsers.realm,
  tenantName,
  status: consoleUsers.status,
  email: consoleUsers.email,
  lastLoginAt: consoleUsers.lastLoginAt,
};

type SelectedUser = {
  [K in keyof typeof consoleUserColumns]: K extends 'tenantNumber'
    ? number | null
    : K extends 'tenantName'
      ? string | null
      : (typeof consoleUsers.$inferSelect)[K & keyof typeof consoleUsers.$inferSelect];
};

/** The admin's view of a user: never the password hash or the second-factor secret. */
export const toConsoleUserRow = (row: SelectedUser): ConsoleUserRow => ({
  id: row.id,
  realm: row.realm,
  username: row.username,
  tenantNumber: row.tenantNumber === null ? null : Number(row.tenantNumber),
  tenantName: row.tenantName,
  email: row.email,
  phone: row.phone,
  roles: row.roles,
  status: row.status,
  temporaryPassword: row.temporaryPassword,
  lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
});

/**
 * The select with the tenant joins every user query shares (lenders and embedders by the user's tenant uuid), and
 * the list's count (which selects ONE).
 */
export function selectConsoleUsers(db: Executor, selection: Record<string, unknown> = consoleUserColumns) {
  return db
    .select(selection as typeof consoleUserColumns)
    .from(consoleUsers)
    .leftJoin(
      financialInstitutions,
      and(eq(consoleUsers.realm, 'fi'), eq(financialInstitutions.id, consoleUsers.tenantId)),
    )
    .leftJoin(embedders, and(eq(consoleUsers.realm, 'embedder'), eq(embedders.id, consoleUsers.tenantId)))
    .$dynamic();
}

/** The users the list counts (pagedList counts them). */
export function countConsoleUsers(db: Executor, where: SQL | undefined): CountedRows {
  return { db, rows: selectConsoleUsers(db, ONE).where(where) };
}

export const CONSOLE_USER_DEFAULT_ORDER = [asc(consoleUsers.realm), asc(tenantName), asc(consoleUsers.username)];

/** The condition a paged list of console users adds to its filters (none: every user). */
export type ConsoleUserReach = SQL | undefined;

/**
 * The users an admin's list reads: every user, or one tenant's (its uuid, which the admin's call looked up by
 * realm and number). Only an admin lists console users across tenants, hence the admin's scope.
 */
export const consoleUsersReached = (_scope: AdminScope, tenantId?: string): ConsoleUserReach =>
  tenantId === undefined ? undefined : eq(consoleUsers.tenantId, tenantId);

/** One user; `forUpdate` locks the row so the audit's old value is the one the change replaces. */
export async function findConsoleUserRow(
  db: Executor,
  params: { id: string; forUpdate?: boolean },
): Promise<(ConsoleUserRow & { tenantId: string | null; firstName: string | null }) | null> {
  const query = selectConsoleUsers(db).where(eq(consoleUsers.id, params.id));
  const [row] = await (params.forUpdate ? query.for('update', { of: consoleUsers }) : query);
  return row ? { ...toConsoleUserRow(row), tenantId: row.tenantId, firstName: row.firstName } : null;
}

/** The tenant's uuid and name from its realm and number; null when there is none. */
export async function findTenantByNumber(
  db: Executor,
  params: { realm: 'fi' | 'embedder'; number: number },
): Promise<{ id: string; name: string; code: string } | null> {
  const table = params.realm === 'fi' ? financialInstitutions : embedders;
  const [row] = await db
    .select({ id: table.id, name: table.name, code: table.code })
    .from(table)
    .where(eq(table.number, params.number));
  return row ?? null;
}

/** The code (summit-cu) of a user's tenant, for the sign-in line of a mail. */
export async function tenantCodeOf(db: Executor, params: { realm: string; tenantId: string | null }) {
  if (!params.tenantId || (params.realm !== 'fi' && params.realm !== 'embedder')) return null;
  const table = params.realm === 'fi' ? financialInstitutions : embedders;
  const [row] = await db.select({ code: table.code }).from(table).where(eq(table.id, params.tenantId));
  return row?.code ?? null;
}

export async function insertConsoleUser(
  db: Executor,
  values: typeof consoleUsers.$inferInsert,
): Promise<{ id: string } | null> {
  const [row] = await db.insert(consoleUsers).values(values).onConflictDoNothing().returning({ id: consoleUsers.id });
  return row ?? null;
}

export async function updateConsoleUserRow(
  db: Executor,
  params: { id: string; set: Partial<typeof consoleUsers.$inferInsert> },
): Promise<void> {
  await db.update(consoleUsers).set(params.set).where(eq(consoleUsers.id, params.id));
}
