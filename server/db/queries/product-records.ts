import { and, eq } from 'drizzle-orm';
import type { Executor } from '../pool.ts';
import { products } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

/** A lender's product rows themselves (the wizard's drafts and steps are product-wizard.ts); always the scope's. */

const oneOf = (scope: FiScope, id: string) => and(eq(products.fiId, scope.fiId), eq(products.id, id));

/** What the product has been redeemed for, which some wizard checks guard (empty for another lender's product). */
export async function redeemedOf(db: Executor, scope: FiScope, params: { productId: string }) {
  const [row] = await db
    .select({ count: products.redeemedCount, amount: products.redeemedAmount })
    .from(products)
    .where(oneOf(scope, params.productId));
  return row ? { redeemedCount: row.count, totalRedeemedAmount: String(Number(row.amount)) } : {};
}

/** Removes one of the lender's products (its tiers and settings go with it by cascade). */
export async function deleteProductRow(db: Executor, scope: FiScope, params: { id: string }): Promise<void> {
  await db.delete(products).where(oneOf(scope, params.id));
}
