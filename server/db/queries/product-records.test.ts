import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { products } from '../schema/index.ts';
import { deleteProductRow, redeemedOf } from './product-records.ts';

const t = twoTenantsFixture();

/**
 * A fresh copy of one of the lender's products: nothing (offers, redemptions) points at it, so deleting it is only
 * about this query.
 */
const freshProductOf = async (fiId: string) => {
  const [row] = await t.db.select().from(products).where(eq(products.fiId, fiId)).limit(1);
  if (!row) throw new Error('the seed has no product for this lender');
  const [copy] = await t.db
    .insert(products)
    .values({ ...row, id: randomUUID(), name: `${row.name} (isolation copy)` })
    .returning({ id: products.id });
  return copy?.id ?? '';
};
const productRow = (id: string) => t.db.select().from(products).where(eq(products.id, id));

describe('product record queries stay within their lender', () => {
  it('reads and deletes only the scope’s products', async () => {
    const [summit, harbor] = t.fi;
    const theirs = await freshProductOf(harbor.fiId);
    expect(await redeemedOf(t.db, summit, { productId: theirs })).toEqual({});
    expect(await redeemedOf(t.db, harbor, { productId: theirs })).toMatchObject({ redeemedCount: expect.any(Number) });

    const before = await productRow(theirs);
    await deleteProductRow(t.db, summit, { id: theirs });
    expect(await productRow(theirs)).toEqual(before);

    const mine = await freshProductOf(summit.fiId);
    await deleteProductRow(t.db, summit, { id: mine });
    expect(await productRow(mine)).toEqual([]);
    expect(await productRow(theirs)).toEqual(before);
  });
});
