import { inArray } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import type { embedders, financialInstitutions } from '../schema/index.ts';

/**
 * The tenants of one kind (lenders or embedders) these public numbers name, with their internal ids; unknown numbers
 * are simply absent. It resolves the numbers a request names and reads no tenant's data, so it takes no scope.
 */
export async function tenantsByNumber(
  db: Executor,
  table: typeof embedders | typeof financialInstitutions,
  numbers: readonly number[],
): Promise<{ id: string; number: number }[]> {
  if (numbers.length === 0) return [];
  return await db
    .select({ id: table.id, number: table.number })
    .from(table)
    .where(inArray(table.number, [...numbers]));
}
