import { asc } from 'drizzle-orm';
import type { Branch } from '../../../api/branches.ts';
import type { BranchFields } from '../../../domain/validation/branch.ts';
import type { Executor } from '../pool.ts';
import { fiBranches } from '../schema/index.ts';
import { type ListSource, tableList } from './list-source.ts';
import type { FiScope } from './scope.ts';
import { tenantRows } from './tenant-rows.ts';

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

/** Every query here is the scope's lender's: its condition is in each WHERE, and inserts take the scope's id. */
const branchRows = tenantRows('fi', fiBranches, branchColumns, toBranch);
const ofLender = branchRows.ofTenant;

/** The lender's branches as a paged list (002 §7), by name. */
export const branchList = (db: Executor, scope: FiScope): ListSource<typeof branchColumns, BranchRow, Branch> =>
  tableList(db, fiBranches, {
    columns: branchColumns,
    where: ofLender(scope),
    defaultOrder: [asc(fiBranches.name), asc(fiBranches.id)],
    toRow: toBranch,
  });

export const findBranch = (db: Executor, scope: FiScope, params: { id: string }) => branchRows.find(db, scope, params);

export const insertBranch = (db: Executor, scope: FiScope, params: { fields: BranchFields }) =>
  branchRows.insert(db, scope, values(params.fields));

/** Locks the row (FOR UPDATE) so the audit's old value is the one this change replaces. */
export const lockBranch = (db: Executor, scope: FiScope, params: { id: string }) =>
  branchRows.find(db, scope, { ...params, lock: true });

export const updateBranchRow = (db: Executor, scope: FiScope, params: { id: string; fields: BranchFields }) =>
  branchRows.update(db, scope, params.id, values(params.fields));

export const deleteBranchRow = branchRows.remove;

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
