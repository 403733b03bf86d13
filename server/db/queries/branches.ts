import { and, asc, eq } from 'drizzle-orm';
import type { Branch } from '../../../api/branches.ts';
import type { BranchFields } from '../../../domain/validation/branch.ts';
import type { Executor } from '../pool.ts';
import { fiBranches } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';

type BranchRow = typeof fiBranches.$inferSelect;

const branchColumns = {
  id: fiBranches.id,
  name: fiBranches.name,
  losBranchReferenceId: fiBranches.losBranchReferenceId,
  address: fiBranches.address,
  city: fiBranches.city,
  state: fiBranches.state,
  zipcode: fiBranches.zipcode,
};

const toBranch = (row: Pick<BranchRow, keyof typeof branchColumns>): Branch => ({
  id: row.id,
  name: row.name,
  losBranchReferenceId: row.losBranchReferenceId,
  address: row.address,
  city: row.city,
  state: row.state,
  zipcode: row.zipcode,
});

const values = (fields: BranchFields) => ({
  name: fields.name,
  losBranchReferenceId: fields.losBranchReferenceId ?? null,
  address: fields.address ?? null,
  city: fields.city ?? null,
  state: fields.state ?? null,
  zipcode: fields.zipcode,
});

/** Every query here is the scope's lender's: this condition is in each WHERE, and inserts take the scope's id. */
const ofLender = (scope: FiScope) => eq(fiBranches.fiId, scope.fiId);
const oneOf = (scope: FiScope, id: string) => and(ofLender(scope), eq(fiBranches.id, id));

/** The lender's branches as a paged list (002 §7), by name. */
export const branchList = (db: Executor, scope: FiScope): ListSource<typeof branchColumns, BranchRow, Branch> =>
  tableList(db, fiBranches, {
    columns: branchColumns,
    where: ofLender(scope),
    defaultOrder: [asc(fiBranches.name), asc(fiBranches.id)],
    toRow: toBranch,
  });

export async function findBranch(db: Executor, scope: FiScope, params: { id: string }): Promise<Branch | null> {
  const [row] = await db.select(branchColumns).from(fiBranches).where(oneOf(scope, params.id));
  return row ? toBranch(row) : null;
}

export async function insertBranch(db: Executor, scope: FiScope, params: { fields: BranchFields }): Promise<Branch> {
  const [row] = await db
    .insert(fiBranches)
    .values({ fiId: scope.fiId, ...values(params.fields) })
    .returning(branchColumns);
  if (!row) throw new Error('insert returned no row');
  return toBranch(row);
}

/** Locks the row (FOR UPDATE) so the audit's old value is the one this change replaces. */
export async function lockBranch(db: Executor, scope: FiScope, params: { id: string }): Promise<Branch | null> {
  const [row] = await db.select(branchColumns).from(fiBranches).where(oneOf(scope, params.id)).for('update');
  return row ? toBranch(row) : null;
}

export async function updateBranchRow(
  db: Executor,
  scope: FiScope,
  params: { id: string; fields: BranchFields },
): Promise<Branch | null> {
  const [row] = await db
    .update(fiBranches)
    .set(values(params.fields))
    .where(oneOf(scope, params.id))
    .returning(branchColumns);
  return row ? toBranch(row) : null;
}

export async function deleteBranchRow(db: Executor, scope: FiScope, params: { id: string }): Promise<Branch | null> {
  const [row] = await db.delete(fiBranches).where(oneOf(scope, params.id)).returning(branchColumns);
  return row ? toBranch(row) : null;
}

/** Branch import (002 §4): every existing branch goes, the file's rows come, in one transaction. */
export async function replaceBranches(
  db: Executor,
  scope: FiScope,
  params: { rows: readonly BranchFields[] },
): Promise<{ before: Branch[]; after: Branch[] }> {
  const before = await db.delete(fiBranches).where(ofLender(scope)).returning(branchColumns);
  const after = await db
    .insert(fiBranches)
    .values(params.rows.map((fields) => ({ fiId: scope.fiId, ...values(fields) })))
    .returning(branchColumns);
  const byName = (a: Branch, b: Branch) => a.name.localeCompare(b.name);
  return { before: before.map(toBranch).sort(byName), after: after.map(toBranch).sort(byName) };
}
