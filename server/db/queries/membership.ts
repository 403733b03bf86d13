import { eq } from 'drizzle-orm';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import type { Executor } from '../pool.ts';
import { financialInstitutions } from '../schema/index.ts';

/** The lender's stored membership (the engine's LenderLocation[]). */
export async function findMembership(db: Executor, fiId: string): Promise<LenderLocation[] | null> {
  const [row] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, fiId));
  return row?.membership ?? null;
}

/** The same, locked (FOR UPDATE) so the audit's old value is the one this change replaces. */
export async function lockMembership(db: Executor, fiId: string): Promise<LenderLocation[] | null> {
  const [row] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, fiId))
    .for('update');
  return row?.membership ?? null;
}

export async function storeMembership(db: Executor, params: { fiId: string; locations: LenderLocation[] }) {
  await db
    .update(financialInstitutions)
    .set({ membership: params.locations })
    .where(eq(financialInstitutions.id, params.fiId));
}
