import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import type { Executor } from '../pool.ts';
import { products } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

/** A product of the lender as the General Setup pages name it, with its eligibility. */
export interface LenderProduct {
  id: string;
  name: string;
  status: string;
  eligibility: LenderLocation[] | null;
}

const productColumns = {
  id: products.id,
  name: products.name,
  status: products.status,
  eligibility: products.eligibility,
};
const PRODUCT_ORDER = [asc(products.name), asc(products.id)];
/** The scope's lender's products: the condition of every query here (docs/decisions/0505-query-layer.md). */
const ofLender = (scope: FiScope) => eq(products.fiId, scope.fiId);

/** Every product of the lender, by name. */
export async function listLenderProducts(db: Executor, scope: FiScope): Promise<LenderProduct[]> {
  return await db
    .select(productColumns)
    .from(products)
    .where(ofLender(scope))
    .orderBy(...PRODUCT_ORDER);
}

/** One product of the lender (null when the id names another lender's product or none); `lock` for a change. */
export async function findLenderProduct(
  db: Executor,
  scope: FiScope,
  params: { productId: string; lock?: boolean },
): Promise<LenderProduct | null> {
  const query = db
    .select(productColumns)
    .from(products)
    .where(and(ofLender(scope), eq(products.id, params.productId)));
  const [row] = params.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Every product of the lender, locked (FOR UPDATE) for an import that changes some of them. */
export async function lockLenderProducts(db: Executor, scope: FiScope): Promise<LenderProduct[]> {
  return await db
    .select(productColumns)
    .from(products)
    .where(ofLender(scope))
    .orderBy(...PRODUCT_ORDER)
    .for('update');
}

/** Sets the eligibility of those of the lender's products named (another lender's ids change nothing). */
export async function storeProductEligibility(
  db: Executor,
  scope: FiScope,
  params: { productIds: readonly string[]; eligibility: LenderLocation[] | null },
): Promise<void> {
  if (params.productIds.length === 0) return;
  await db
    .update(products)
    .set({ eligibility: params.eligibility })
    .where(and(ofLender(scope), inArray(products.id, [...params.productIds])));
}
