import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TwoTenants } from '../../../tests/integration/two-tenants.ts';
import { products } from '../schema/index.ts';

/** Every product of a lender by uuid, read around the query module (for before/after comparisons). */
export const productsOf = (t: TwoTenants, fiId: string) =>
  t.db.select().from(products).where(eq(products.fiId, fiId)).orderBy(asc(products.id));

export const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();

/**
 * The two lenders of the realm with their seeded products, each having some: a product query's isolation test
 * proves nothing over a lender without any.
 */
export async function productsOfBoth(t: TwoTenants) {
  const [summit, harbor] = t.fi;
  const summitRows = await productsOf(t, summit.fiId);
  const harborRows = await productsOf(t, harbor.fiId);
  expect(summitRows.length).toBeGreaterThan(0);
  expect(harborRows.length).toBeGreaterThan(0);
  return { summit, harbor, summitRows, harborRows };
}
