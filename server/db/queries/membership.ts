import { eq } from 'drizzle-orm';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import type { Executor } from '../pool.ts';
import { financialInstitutions } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

/**
 * The lender's membership (where its members may live, the engine's LenderLocation[]), kept on its own record. Every
 * query reads or writes the scope's lender's record only (docs/decisions/0505-query-layer.md).
 */

/** The scope's lender's record. */
const ownRecord = (scope: FiScope) => eq(financialInstitutions.id, scope.fiId);

/** The lender's stored membership (the engine's LenderLocation[]). */
export async function findMembership(db: Executor, scope: FiScope): Promise<LenderLocation[] | null> {
  const [row] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(ownRecord(scope));
  return row?.membership ?? null;
}

/** The same, locked (FOR UPDATE) so the audit's old value is the one this change replaces. */
export async function lockMembership(db: Executor, scope: FiScope): Promise<LenderLocation[] | null> {
  const [row] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(ownRecord(scope))
    .for('update');
  return row?.membership ?? null;
}

export async function storeMembership(db: Executor, scope: FiScope, params: { locations: LenderLocation[] }) {
  await db.update(financialInstitutions).set({ membership: params.locations }).where(ownRecord(scope));
}
